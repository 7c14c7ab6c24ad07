import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** SPEC §8: the one message a render failure shows, in English as the spec gives it, translated beneath. */
export const RENDER_FAILURE_MESSAGE = 'Something went wrong. Please, try again later.';

export type RenderFailureText = { message: string; retry: string };

export const renderFailureText = (instance: Pick<i18n, 't'>): RenderFailureText => ({
  message: instance.t('errors>renderFailure'),
  retry: instance.t('errors>retry'),
});

/** A reload resumes the application where it was: nothing typed is lost (DESIGN.md §4). */
export function RenderFailure({ translated }: { translated?: RenderFailureText }) {
  return (
    <div className="fatal" role="alert">
      <p className="fatal__message" lang="en">{RENDER_FAILURE_MESSAGE}</p>
      {translated && translated.message !== RENDER_FAILURE_MESSAGE && <p className="fatal__translation">{translated.message}</p>}
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {translated?.retry ?? 'Try again'}
      </button>
    </div>
  );
}

/** The router's error component: the same screen, inside the translations' provider. */
export function RouteRenderFailure() {
  const { i18n } = useTranslation();
  return <RenderFailure translated={renderFailureText(i18n)} />;
}
