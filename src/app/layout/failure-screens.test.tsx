// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_TEXTS_ELEMENT_ID, bootTextsOf } from '../../config/boot-texts';
import { findBrand } from '../../config/brands';
import { RuntimeProvider, type Runtime } from '../../core/runtime/runtime-context';
import { localeI18n, spanishI18n } from '../../../tests/support/i18n';
import pl from '../../../locales/pl/common.json';
import en from '../../../locales/en/common.json';
import { RenderFailure, renderFailureText } from './render-failure';
import { RouteFailure } from './route-failure';
import { Spinner } from './spinner';
import { SLOW_WAIT_MS } from '../../core/runtime/slow-wait';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const chunkLost = new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/checking-abc.js');
const routeProps = (error: unknown) => ({ error, reset: () => undefined, info: { componentStack: '' } }) as unknown as ErrorComponentProps;

describe("a screen's code that did not download (a lossy link) is a load failure, said as one", () => {
  it('in the applicant\'s language only: what happened, that the answers are kept, and a way to try again', async () => {
    const i18n = await spanishI18n(['steps', 'common']);
    const runtime = { brand: findBrand('es-solcredito')!, framed: false } as Runtime;
    render(
      <I18nextProvider i18n={i18n}>
        <RuntimeProvider value={runtime}>
          <RouteFailure {...routeProps(chunkLost)} />
        </RuntimeProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'No hemos podido cargar este paso' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Tus respuestas están guardadas. Comprueba tu conexión y vuelve a intentarlo.');
    expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Something went wrong|Algo ha ido mal/);
  });
});

describe("SPEC §8's render failure speaks the applicant's language only", () => {
  it('with the translations loaded: the message, that the answers are kept, the retry', async () => {
    const i18n = await spanishI18n(['common']);
    render(<RenderFailure translated={renderFailureText(i18n)} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Algo ha ido mal. Por favor, inténtalo de nuevo más tarde.Tus respuestas están guardadas en este dispositivo: no se pierde nada de lo que has escrito.Volver a intentarlo',
    );
  });

  it("without them, in the language of the texts the server wrote into the page", () => {
    const texts = document.createElement('script');
    texts.type = 'application/json';
    texts.id = BOOT_TEXTS_ELEMENT_ID;
    texts.textContent = JSON.stringify(bootTextsOf(pl, en));
    document.body.append(texts);
    render(<RenderFailure />);
    expect(screen.getByRole('alert').textContent).toContain('Coś poszło nie tak. Spróbuj ponownie później.');
    expect(screen.getByRole('alert').textContent).not.toMatch(/Something went wrong/);
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });

  it('in English and Spanish only when no translation could load at all', () => {
    render(<RenderFailure />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong. Please, try again later.');
    expect(screen.getByRole('alert').textContent).toContain('Algo ha ido mal.');
  });
});

describe('a spinner that turns longer than a moment says why, in words', () => {
  it(`after SLOW_WAIT_MS: that the connection is slow and nothing is lost`, async () => {
    vi.useFakeTimers();
    const i18n = await localeI18n('de', ['common']);
    render(
      <I18nextProvider i18n={i18n}>
        <Spinner />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Wird geladen…');
    await act(() => vi.advanceTimersByTimeAsync(SLOW_WAIT_MS));
    expect(screen.getByRole('status').textContent).toBe(
      'Das dauert mit dieser Verbindung länger als sonst. Nichts von dem, was Sie eingegeben haben, geht verloren: Die Seite geht weiter, sobald die Verbindung es zulässt.',
    );
  });
});
