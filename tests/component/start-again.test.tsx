// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';
import { onScreen } from '../support/screen';

/**
 * Starting again opens the brand's own first form, whatever its flow, and partner colours last only
 * for the session that brought them (SPEC §3): a direct visit without the parameter or a new start
 * gives the brand's own look back.
 */
let app: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await app?.close();
  app = undefined;
});

const primary = () => document.documentElement.style.getPropertyValue('--brand-primary');

describe('start again', { timeout: 30_000 }, () => {
  it('on a classic brand opens its first page with its question, not an empty v3 step', async () => {
    app = await startTestApp({ BRAND: 'de-kreditwerk', LOCALE: 'en' });
    const id = await app.createLead('rejected');
    await app.open(`/continue/${id}`);
    await onScreen("We couldn't approve your application", '/rejected');
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Start a new application' }));
    await waitFor(() => expect(window.location.pathname).toBe('/application-frontend/loan-information'));
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await screen.findByRole('button', { name: 'Continue' });
    expect(document.querySelector('main input')).not.toBeNull();
  });
});

describe('partner colours last for the session that brought them', { timeout: 30_000 }, () => {
  it('kept on a reload, gone on a direct visit without the parameter', async () => {
    app = await startTestApp();
    await app.open('/initial-details?primaryColor=%230a4fd6');
    await onScreen('Empieza tu solicitud');
    await waitFor(() => expect(primary()).toBe('#0a4fd6'));
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'reload' } as unknown as PerformanceEntry]);
    await app.reload();
    await onScreen('Empieza tu solicitud');
    await waitFor(() => expect(primary()).toBe('#0a4fd6'));
    vi.restoreAllMocks();
    await app.open('/initial-details');
    await onScreen('Empieza tu solicitud');
    await waitFor(() => expect(primary()).toBe(''));
    expect(await app.stored('uiColors')).toMatchObject({ colors: {} });
  });

  it('gone after starting again', async () => {
    app = await startTestApp();
    const id = await app.createLead('rejected');
    await app.open(`/continue/${id}?primaryColor=%230a4fd6`);
    await onScreen('No hemos podido aprobar tu solicitud', '/rejected');
    await waitFor(() => expect(primary()).toBe('#0a4fd6'));
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Empezar una nueva solicitud' }));
    await onScreen('Empieza tu solicitud', '/initial-details');
    await waitFor(() => expect(primary()).toBe(''));
  });
});
