import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { readBootTexts } from '../../config/boot-texts';

/** SPEC §8: the one message a render failure shows, in English as the spec gives it. */
export const RENDER_FAILURE_MESSAGE = 'Something went wrong. Please, try again later.';

export type RenderFailureText = { message: string; answersKept: string; retry: string };

/** The screen's words in the page's language, when its translations are there (else undefined). */
export const renderFailureText = (instance: Pick<i18n, 't' | 'exists'>): RenderFailureText | undefined =>
  instance.exists('errors>renderFailure')
    ? { message: instance.t('errors>renderFailure'), answersKept: instance.t('errors>answersKept'), retry: instance.t('errors>retry') }
    : undefined;

function fromBootTexts(): RenderFailureText | undefined {
  const boot = readBootTexts();
  return boot ? { message: boot.renderFailure, answersKept: boot.answersKept, retry: boot.retry } : undefined;
}

/**
 * SPEC §8's render failure, in the applicant's language only: the translations when they loaded, else
 * the texts the server wrote into the page (config/boot-texts.ts). Only where neither is there does it
 * speak English, as the spec words it, and Spanish. A reload resumes the application where it was:
 * nothing typed is lost (DESIGN.md §4), and the screen says so.
 */
export function RenderFailure({ translated }: { translated?: RenderFailureText }) {
  const text = translated ?? fromBootTexts();
  const reload = () => window.location.reload();
  if (!text) {
    return (
      <div className="fatal" role="alert">
        <p className="fatal__message" lang="en">{RENDER_FAILURE_MESSAGE}</p>
        <p className="fatal__translation" lang="es">Algo ha ido mal. Por favor, inténtalo de nuevo más tarde.</p>
        <button type="button" className="button button--primary" onClick={reload}>
          <span lang="en">Try again</span> · <span lang="es">Volver a intentarlo</span>
        </button>
      </div>
    );
  }
  return (
    <div className="fatal" role="alert">
      <p className="fatal__message">{text.message}</p>
      <p>{text.answersKept}</p>
      <button type="button" className="button button--primary" onClick={reload}>
        {text.retry}
      </button>
    </div>
  );
}

/** The router's error component: the same screen, inside the translations' provider. */
export function RouteRenderFailure() {
  const { i18n } = useTranslation();
  return <RenderFailure translated={renderFailureText(i18n)} />;
}
