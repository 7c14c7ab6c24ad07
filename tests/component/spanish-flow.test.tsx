// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_BRAND_ID, findBrand } from '../../src/config/brands';
import { HARNESS_CLOCK, startTestApp, type TestApp } from '../support/app-harness';
import { answerEveryDynamicStep, answerInitialDetails, at, continueTo, passTimeUntil } from '../support/app-steps';
import { expectTraderIdentity } from '../support/screen';

/**
 * The Spanish brand's dynamic flow in the whole app against lead-api: a sandbox e-mail's outcome
 * (lead-api/README.md) with the answers' lifetime, and how a step arrives and says its
 * errors. The accepted and partner-redirect journeys stay in the browser
 * (tests/e2e/journey-form-spanish.spec.ts).
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  vi.useRealTimers();
});

const LANDING = '/initial-details?amount=500&period=75';
const summaryOf = async () => (await screen.findAllByRole('alert')).find((alert) => alert.textContent?.includes('Hay un problema'))!;

async function openLanding() {
  app = await startTestApp();
  await app.open(LANDING);
  return userEvent.setup({ delay: null });
}

describe('the Spanish brand to its outcome', () => {
  it('from a landing URL through every dynamic step to rejected: the trader on every step, said kindly, Spain\'s free guidance, and no answer of the applicant left in any storage', async () => {
    const brand = findBrand(ACTIVE_BRAND_ID)!;
    const user = await openLanding();
    expectTraderIdentity(brand);
    const email = 'rejected+spanish@example.com';
    await answerInitialDetails(user, email);
    await continueTo(user, '/loan-purpose');
    await answerEveryDynamicStep(user, { onStep: async () => expectTraderIdentity(brand) });
    await at('/rejected', 20_000);
    await screen.findByRole('heading', { level: 1, name: 'No hemos podido aprobar tu solicitud' });
    // Spain's guidance is Spain's (every other country's is its own: brands.test.tsx).
    const guidance = screen.getByRole('link', { name: /Portal del Cliente Bancario del Banco de España/ });
    expect(guidance.getAttribute('href')).toBe('https://clientebancario.bde.es/pcb/es/');
    expectTraderIdentity(brand);
    // Once the decision is final only what the outcome screen needs is kept (the first name greets).
    // The scrub is written after the outcome is shown: waited for, as IndexedDB's write may lag on a loaded machine.
    const answers = [email, '612345678', '612 34 56 78', 'garcía', '12345678z', 'es9121000418450200051332', 'es91 2100', 'calle mayor', 'mercadona'];
    await waitFor(async () => {
      const stored = (await app!.everythingStored()).toLowerCase();
      expect(answers.filter((answer) => stored.includes(answer))).toEqual([]);
      expect(stored).toContain('lucía');
    }, { timeout: 5_000 });
  }, 40_000);
});

describe('a dynamic step arriving and saying its errors', () => {
  it('initial-details unanswered: the summary takes the focus and links to each field; the loan dialog opens from its button', async () => {
    const user = await openLanding();
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await summaryOf();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    await user.click(within(summary).getByRole('link', { name: 'Escribe tu correo electrónico' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }));
    await user.click(screen.getByRole('button', { name: 'Cambiar el importe y el plazo' }));
    expect(screen.getByRole('dialog', { name: '¿Cuánto necesitas y durante cuánto tiempo?' })).toBeTruthy();
  }, 30_000);

  it('the next step\'s heading takes the focus; Continue unanswered focuses the summary, whose link leads to the field', async () => {
    const user = await openLanding();
    await answerInitialDetails(user, 'accepted+focus@example.com');
    await continueTo(user, '/loan-purpose');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '¿Para qué necesitas el préstamo?' })));
    await user.click(await screen.findByRole('radio', { name: 'Coche' }));
    await continueTo(user, '/name');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await summaryOf();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    await user.click(within(summary).getByRole('link', { name: 'Escribe tu nombre' }));
    const firstName = screen.getByRole('textbox', { name: '¿Cuál es tu nombre?' });
    expect(document.activeElement).toBe(firstName);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(window.location.pathname).toBe('/application-frontend/name');
  }, 30_000);

  it('a tap on the first policy while the e-mail is being checked ticks it: the check is said in the status line that is always there', async () => {
    const user = await openLanding();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    app!.answer(({ path }) => path.startsWith('/email/validate/'), async (_request, forward) => {
      await held;
      return forward();
    });
    const emailField = await screen.findByRole('textbox', { name: '¿Cuál es tu correo electrónico?' });
    // The line the check is said in is there before it is needed (so its text moves nothing below it).
    const line = emailField.closest('form')!.querySelector('.suggestion[role="status"]');
    expect(line).not.toBeNull();
    await user.click(emailField);
    await user.paste('tap@example.com');
    const policy = screen.getByRole<HTMLInputElement>('checkbox', { name: /condiciones generales/ });
    await user.click(policy);
    expect(line!.textContent).toBe('Comprobando tu correo electrónico…');
    expect(emailField.closest('form')!.querySelector('.suggestion[role="status"]')).toBe(line);
    expect(policy.checked).toBe(true);
    release();
    await waitFor(() => expect(line!.textContent).toBe(''));
    expect(policy.checked).toBe(true);
  }, 30_000);
});

describe('Continue when the next steps do not load', () => {
  it('the data points call fails: the lead is made, the applicant is told to try again (not to fix answers), and Continue goes on once it answers', async () => {
    vi.useFakeTimers(HARNESS_CLOCK);
    app = await startTestApp();
    let down = true;
    // Busy, "try again at once": the reads still back off (a Retry-After of 0 is no reason to hurry), on the test's clock.
    app.answer(
      ({ method, path }) => method === 'GET' && path === '/v3/test/datapoints',
      (_request, forward) => (down ? Response.json({ code: 'unavailable', message: 'down for the test' }, { status: 503, headers: { 'Retry-After': '0' } }) : forward()),
    );
    await app.open(LANDING);
    const user = userEvent.setup({ delay: null });
    await answerInitialDetails(user, 'accepted+nodatapoints@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const failed = () => screen.queryAllByRole('alert').find((element) => element.textContent?.startsWith('No hemos podido enviar tus respuestas'));
    await passTimeUntil(() => expect(failed()).toBeDefined(), { stepMs: 4000 });
    expect(screen.queryByText(/Aún nos faltan algunas respuestas/)).toBeNull();
    expect(app.calls.filter((call) => call.method === 'POST' && call.path === '/v3/lead')).toHaveLength(1);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu correo electrónico?' }).value).toBe('accepted+nodatapoints@example.com');

    down = false;
    await user.click(within(failed()!).getByRole('button', { name: 'Volver a intentarlo' }));
    await at('/loan-purpose');
    expect(app.calls.filter((call) => call.method === 'POST' && call.path === '/v3/lead')).toHaveLength(1);
  }, 30_000);
});
