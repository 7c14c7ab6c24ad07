// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDERED_ELEMENT_ID } from '../../src/domain/prerendered-page';
import { networkError, startTestApp, type TestApp } from '../support/app-harness';

/** SPEC §8, DESIGN.md §3: what the applicant sees when the app itself cannot start. */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  document.body.innerHTML = '';
});

describe('the app cannot start (SPEC §8)', () => {
  it('config.json unreachable: the applicant is told there is no connection and can try again, not that the app is misconfigured', async () => {
    app = await startTestApp();
    let unreachable = true;
    app.answer(({ path }) => path === '/application-frontend/config.json', (_request, forward) => (unreachable ? networkError() : forward()));
    await app.open('/initial-details');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sin conexión. Comprueba tu conexión y vuelve a intentarlo.');
    expect(alert.textContent).not.toContain('not configured');

    unreachable = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /Volver a intentarlo/ }));
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' }, { timeout: 10_000 });
  }, 30_000);

  it('without its root container the app throws and does not start, and a drawn first step goes too', async () => {
    document.body.innerHTML = `<main id="${PRERENDERED_ELEMENT_ID}"><h1>Empieza tu solicitud</h1><form method="dialog"><input aria-label="e-mail"></form></main>`;
    await expect(import('../../src/main')).rejects.toThrow('Root container #root not found');
    expect(document.getElementById(PRERENDERED_ELEMENT_ID)).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
