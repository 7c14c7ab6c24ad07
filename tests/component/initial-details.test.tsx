// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';

let app: TestApp;
afterEach(async () => app?.close());

const email = () => screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu correo electrónico?' });
const phone = () => screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu número de móvil?' });

describe('initial-details, the Spanish first step (SPEC §3), in the whole app against lead-api', () => {
  it('names every missing answer, creates the lead once with what was typed, and resumes after a reload', async () => {
    app = await startTestApp();
    await app.open('/initial-details?amount=500&period=80');
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Escribe tu correo electrónico');
    expect(summary.textContent).toContain('Escribe tu número de móvil');
    // Focused as it appears (GOV.UK): the typing below starts from the summary, never half in a field.
    expect(document.activeElement).toBe(summary);
    expect(app.calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.type(email(), 'accepted+harness@example.com');
    expect(email().value).toBe('accepted+harness@example.com');
    await user.type(phone(), '612345678');
    expect(phone().value).toBe('612 34 56 78');
    await user.click(screen.getByRole('checkbox', { name: /condiciones generales/ }));
    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 1, name: '¿Para qué necesitas el préstamo?' });

    const creates = app.calls.filter((call) => call.method === 'POST' && call.path === '/v3/lead');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.body).toMatchObject({ amount: 500, period: 80, contactDetails: { email: 'accepted+harness@example.com', phoneNumber: '612 34 56 78' } });

    await app.reload();
    await screen.findByRole('heading', { level: 1, name: '¿Para qué necesitas el préstamo?' });
    expect(window.location.pathname).toBe('/application-frontend/loan-purpose');
    expect(app.calls.filter((call) => call.method === 'POST' && call.path === '/v3/lead')).toHaveLength(1);
  }, 30_000);

  it('a reload before the first Continue keeps the policy boxes ticked: there is no lead yet to be stale (SPEC §4)', async () => {
    app = await startTestApp();
    await app.open('/initial-details');
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
    const user = userEvent.setup({ delay: null });
    await user.type(email(), 'accepted+harness@example.com');
    await user.click(screen.getByRole('checkbox', { name: /condiciones generales/ }));
    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    await waitFor(async () => expect(await app.stored('state')).toMatchObject({ data: { generalPolicies: true } }));
    await app.reload();
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
    expect(email().value).toBe('accepted+harness@example.com');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /condiciones generales/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /política de privacidad/ }).checked).toBe(true);
  }, 30_000);
});
