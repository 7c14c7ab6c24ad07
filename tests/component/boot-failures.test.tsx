// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_TEXTS_ELEMENT_ID, bootTextsOf } from '../../src/config/boot-texts';
import { PRERENDERED_ELEMENT_ID } from '../../src/domain/journey/prerendered-page';
import { IMPORT_RETRY_DELAYS_MS } from '../../src/core/runtime/retrying-import';
import { HARNESS_CLOCK, networkError, startTestApp, type TestApp } from '../support/app-harness';
import { passTimeUntil } from '../support/app-steps';
import type * as BrandStyles from '../../src/brands/load-styles';
import de from '../../locales/de/common.json';
import en from '../../locales/en/common.json';

/** Chunks the test makes fail to download, as on a lossy link: each module below fails while its name is here. */
const lost = vi.hoisted(() => new Set<'step screen' | 'toasts' | 'brand styles'>());
const chunkLost = (name: string) => new TypeError(`Failed to fetch dynamically imported module: http://localhost:4173/application-frontend/assets/${name}.js`);
vi.mock('../../src/features/dynamic-form/form-step-screen', async (importOriginal) => {
  if (lost.has('step screen')) throw chunkLost('form-step-screen');
  return importOriginal();
});
vi.mock('../../src/app/layout/toasts', async (importOriginal) => {
  if (lost.has('toasts')) throw chunkLost('toasts');
  return importOriginal();
});
vi.mock('../../src/brands/load-styles', async (importOriginal) => {
  const real = await importOriginal<typeof BrandStyles>();
  return { ...real, loadBrandStyles: async (...args: Parameters<typeof real.loadBrandStyles>) => (lost.has('brand styles') ? Promise.reject(chunkLost('es-solcredito')) : real.loadBrandStyles(...args)) };
});

/** SPEC §8, DESIGN.md §3: what the applicant sees when the app itself cannot start. */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  lost.clear();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** What the backoff waits before config.json is given up: 1 + 2 + 4 s. */
const RETRIES_MS = IMPORT_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);

// First in the file: a module that has loaded once stays loaded in the file's module graph (docs/testing.md),
// so each test loses its chunks before any test has loaded them.
describe('a part of the page whose code does not download (SPEC §8)', () => {
  /** Opens the first step, moving the clock on a second at a time (the downloads' backoff) until `shown` is on screen. */
  async function openUntil(shown: () => HTMLElement | null) {
    vi.useFakeTimers(HARNESS_CLOCK);
    app = await startTestApp();
    const opening = app.open('/initial-details');
    await passTimeUntil(() => expect(shown()).toBeTruthy(), { stepMs: 1000, limitMs: 25_000 });
    await opening;
    return shown();
  }
  const stepFailure = () => screen.queryByRole('heading', { level: 1, name: 'No hemos podido cargar este paso' });

  it("the step's own screen: the step's failure screen in the applicant's language, never the generic one", async () => {
    lost.add('step screen');
    lost.add('toasts');
    expect(await openUntil(stepFailure)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Tus respuestas están guardadas. Comprueba tu conexión y vuelve a intentarlo.');
    expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Something went wrong|Algo ha ido mal/);
  }, 30_000);

  it("the brand's stylesheet: the same failure screen, not the generic one", async () => {
    lost.add('brand styles');
    expect(await openUntil(stepFailure)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Something went wrong|Algo ha ido mal/);
  }, 30_000);

});

describe('the app cannot start (SPEC §8)', () => {
  it('config.json unreachable: asked for again with backoff, then the applicant is told there is no connection and can try again, not that the app is misconfigured', async () => {
    vi.useFakeTimers(HARNESS_CLOCK);
    app = await startTestApp();
    let unreachable = true;
    app.answer(({ path }) => path === '/application-frontend/config.json', (_request, forward) => (unreachable ? networkError() : forward()));
    const opening = app.open('/initial-details');
    await vi.advanceTimersByTimeAsync(RETRIES_MS);
    await opening;
    expect(app.requested.filter((path) => path.endsWith('/config.json'))).toHaveLength(IMPORT_RETRY_DELAYS_MS.length + 1);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sin conexión. Comprueba tu conexión y vuelve a intentarlo.');
    expect(alert.textContent).not.toContain('not configured');

    unreachable = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /Volver a intentarlo/ }));
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' }, { timeout: 10_000 });
  }, 30_000);

  it("speaks the language of the texts the server wrote into the page, and only that language", async () => {
    vi.useFakeTimers(HARNESS_CLOCK);
    const texts = document.createElement('script');
    texts.type = 'application/json';
    texts.id = BOOT_TEXTS_ELEMENT_ID;
    texts.textContent = JSON.stringify(bootTextsOf(de, en));
    document.body.append(texts);
    app = await startTestApp({ BRAND: 'de-kreditwerk' });
    app.answer(({ path }) => path === '/application-frontend/config.json', () => networkError());
    const opening = app.open('/loan-information');
    await vi.advanceTimersByTimeAsync(RETRIES_MS);
    await opening;
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Keine Verbindung. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.');
    expect(alert.textContent).toContain('Ihre Angaben sind auf diesem Gerät gespeichert');
    expect(alert.textContent).not.toMatch(/No connection|Sin conexión/);
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  }, 30_000);

  it('without its root container the app throws and does not start, and a drawn first step goes too', async () => {
    document.body.innerHTML = `<main id="${PRERENDERED_ELEMENT_ID}"><h1>Empieza tu solicitud</h1><form method="dialog"><input aria-label="e-mail"></form></main>`;
    await expect(import('../../src/main')).rejects.toThrow('Root container #root not found');
    expect(document.getElementById(PRERENDERED_ELEMENT_ID)).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
