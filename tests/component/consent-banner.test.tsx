// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';

/**
 * The consent banner in the whole app (consent is an act, never a keystroke meant
 * for the form). Nothing here loads a vendor: before a choice nothing may. What consent loads, from
 * the vendors' own URLs, is the browser's (tests/e2e/tracking-consent.spec.ts).
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const TRACKING = { metaPixelId: '123456789012345', tikTokPixelId: 'C4ABCDEFGHIJKLMNOPQR', googleAdsSendTo: 'AW-123456789/lead-label' };
const banner = () => screen.queryByRole('dialog', { name: 'Tus opciones de privacidad' });
const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu correo electrónico?' });

async function openWith(tracking: Record<string, unknown> | null) {
  app = await startTestApp(tracking ? { config: (config) => ({ ...config, tracking: { ...(config.tracking as object), ...tracking } }) } : {});
  await app.open('/initial-details?amount=500&period=75');
  await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
  return userEvent.setup({ delay: null });
}

describe('the consent banner', () => {
  it('asks without taking the focus: typing and Enter stay in the step, Escape closes it undecided, and the next page asks again', async () => {
    const user = await openWith(TRACKING);
    await user.click(emailField());
    await user.keyboard('ana.');
    await waitFor(() => expect(banner()).not.toBeNull());
    await user.keyboard('garcia@example.com');
    expect(emailField().value).toBe('ana.garcia@example.com');
    expect(document.activeElement).toBe(emailField());
    expect(within(banner()!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Aceptar todo', 'Rechazar todo', 'Elegir']);

    // Enter ("Ir" on a phone's keyboard) is the form's: the step answers it, the banner does not.
    await user.keyboard('{Enter}');
    await screen.findByRole('link', { name: /número de móvil/ });
    expect(banner()).not.toBeNull();
    expect(await app!.stored('consent')).toBeUndefined();

    await user.keyboard('{Escape}');
    expect(banner()).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(await app!.stored('consent')).toBeUndefined();
    await app!.reload();
    await waitFor(() => expect(banner()).not.toBeNull());
  }, 30_000);

  it('opened from "Privacy settings" its heading takes the focus, no button does; Escape gives the focus back to the settings button; the choice is stored with its date and version', async () => {
    const user = await openWith(TRACKING);
    await waitFor(() => expect(banner()).not.toBeNull());
    await user.click(within(banner()!).getByRole('button', { name: 'Rechazar todo' }));
    expect(banner()).toBeNull();
    await waitFor(async () => expect(await app!.stored('consent')).toMatchObject({ version: 1, choices: { analytics: false, marketing: false, sessionRecording: false } }));
    expect(((await app!.stored('consent')) as { decidedAt: number }).decidedAt).toBeGreaterThan(Date.now() - 60_000);

    const settings = screen.getByRole('button', { name: 'Configuración de privacidad' });
    await user.click(settings);
    await waitFor(() => expect(document.activeElement).toBe(within(banner()!).getByRole('heading', { name: 'Tus opciones de privacidad' })));
    expect(within(banner()!).getByRole<HTMLInputElement>('checkbox', { name: 'Publicidad' }).checked).toBe(false);
    await user.keyboard('{Escape}');
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(settings);
  }, 30_000);

  it('without tracking configured there is nothing to consent to: no privacy settings in the footer, and no banner', async () => {
    await openWith(null);
    // One flag (root-layout's asksConsent) draws both the footer's button and the banner's slot;
    // that a deployment with nothing configured asks nothing is also domain/tracking/tracking-consent.test.ts.
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('button', { name: 'Configuración de privacidad' })).toBeNull();
    expect(banner()).toBeNull();
  }, 30_000);
});
