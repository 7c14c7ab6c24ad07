// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HARNESS_CLOCK, networkError, startTestApp, type TestApp } from '../support/app-harness';
import { answerInitialDetails, at, continueTo, creates, leadsFor, passTimeUntil } from '../support/app-steps';

/**
 * "One application, one lead", and the faults of DESIGN.md §5 and §9, in the whole app
 * against lead-api: whatever the clicks, retries, slowness and reloads, one intent is one create
 * under one Idempotency-Key, and the reference server holds one lead. The server's answers are the
 * test's (app.answer), and so is the clock (HARNESS_CLOCK).
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  vi.useRealTimers();
});

const LANDING = '/initial-details?amount=500&period=75';
/** The lead create (POST /v3/lead), as `answer` matches it. */
const LEAD_CREATE = ({ method, path }: { method: string; path: string }) => method === 'POST' && path === '/v3/lead';
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
const status = (text: RegExp) => screen.getAllByRole('status').find((element) => text.test(element.textContent ?? ''));
const keysOf = (test: TestApp) => new Set(creates(test).map((call) => call.idempotencyKey));
const never = () => new Promise<never>(() => undefined);

async function openFirstStep(email: string, { clock = false } = {}) {
  if (clock) vi.useFakeTimers(HARNESS_CLOCK);
  app = await startTestApp();
  await app.open(LANDING);
  const user = userEvent.setup({ delay: null, ...(clock ? { advanceTimers: vi.advanceTimersByTime } : {}) });
  await answerInitialDetails(user, email);
  return { app, user };
}

describe('one intent, one lead', () => {
  it('a double click while the e-mail check is slow sends one create: one lead', async () => {
    const email = 'accepted+double@example.com';
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { app, user } = await openFirstStep(email);
    app.answer(({ path }) => path.startsWith('/email/validate/'), async (_request, forward) => {
      await held;
      return forward();
    });
    await user.dblClick(continueButton());
    release();
    await at('/loan-purpose');
    expect(creates(app)).toHaveLength(1);
    expect(await leadsFor(app, email)).toBe(1);
  }, 30_000);

  it('retries spent, then Continue again after changing an answer, then a reload: the create keeps its one key, one lead', async () => {
    const email = 'accepted+spent@example.com';
    const { app, user } = await openFirstStep(email, { clock: true });
    let serverDown = true;
    app.answer(LEAD_CREATE, (_request, forward) => (serverDown ? networkError() : forward()));
    await user.click(continueButton());
    await passTimeUntil(() => screen.getByRole('button', { name: 'Volver a intentarlo' }));

    // Not the retry button: Continue again (Enter in the form), after changing an answer. Still the same create.
    const offers = screen.getByRole<HTMLInputElement>('checkbox', { name: /ofertas personalizadas/ });
    await user.click(offers);
    expect(offers.checked).toBe(true);
    await user.click(screen.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(status(/Tus respuestas están guardadas/)).toBeDefined());

    await app.reload();
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
    serverDown = false;
    await passTimeUntil(() => expect(window.location.pathname).toBe('/application-frontend/loan-purpose'));
    expect(keysOf(app).size).toBe(1);
    expect(await leadsFor(app, email)).toBe(1);
  }, 60_000);

  it('a slow server is said after 8 s with the answers kept; trying again now sends the same submission: one lead', async () => {
    const email = 'accepted+slow@example.com';
    const { app, user } = await openFirstStep(email, { clock: true });
    let hold = true;
    // The first attempt never answers (until the page drops it).
    app.answer(LEAD_CREATE, (_request, forward) => (hold ? never() : forward()));
    await user.click(continueButton());
    // The first attempt has reached the server (and hangs there) before the slow time starts.
    await waitFor(() => expect(creates(app)).toHaveLength(1));
    expect(status(/Enviando/)).toBeDefined();

    await vi.advanceTimersByTimeAsync(8_100);
    await waitFor(() => expect(status(/Está tardando más de lo normal/)?.textContent).toContain('Tus respuestas están guardadas en este dispositivo'));
    hold = false;
    await user.click(screen.getByRole('button', { name: 'Volver a intentarlo ahora' }));
    await at('/loan-purpose');
    expect(creates(app).length).toBeGreaterThanOrEqual(2);
    expect(keysOf(app).size).toBe(1);
    expect(await leadsFor(app, email)).toBe(1);
  }, 30_000);

  it('a decided application stays decided: Back from the outcome, a step\'s address and a reload all land on it, and no write is sent', async () => {
    const { app, user } = await openFirstStep('accepted+back@example.com');
    await continueTo(user, '/loan-purpose');
    const { answerEveryDynamicStep } = await import('../support/app-steps');
    await answerEveryDynamicStep(user);
    await at('/accepted', 20_000);
    await screen.findByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' });
    const writes = () => app.calls.filter((call) => ['POST', 'PUT'].includes(call.method) && /^\/v[23]\/lead$/.test(call.path)).length;
    const before = writes();

    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/application-frontend/accepted'));
    await screen.findByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' });
    await app.open('/pep-details');
    await at('/accepted');
    await app.reload();
    await at('/accepted');
    await screen.findByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' });
    expect(writes()).toBe(before);
  }, 40_000);
});

describe('the server\'s faults (DESIGN.md §5, §9)', () => {
  it('an answer lost after the server handled the create is retried with the same key: one lead, and the flow goes on', async () => {
    const email = 'accepted+lost@example.com';
    const { app, user } = await openFirstStep(email);
    let lostOnce = false;
    app.answer(LEAD_CREATE, async (_request, forward) => {
      if (lostOnce) return forward();
      lostOnce = true;
      await forward(); // the server creates the lead...
      return networkError(); // ...and its answer never arrives
    });
    await user.click(continueButton());
    await at('/loan-purpose');
    expect(creates(app)).toHaveLength(2);
    expect(keysOf(app).size).toBe(1);
    expect(await leadsFor(app, email)).toBe(1);
  }, 30_000);

  it("a 503 with Retry-After, after the server handled the create, is retried when the server said, with the same key: one lead", async () => {
    const email = 'accepted+retryafter@example.com';
    const { app, user } = await openFirstStep(email, { clock: true });
    let answered = false;
    app.answer(LEAD_CREATE, async (_request, forward) => {
      if (answered) return forward();
      answered = true;
      await forward(); // the server stores the lead; the proxy in front of it answers "busy, in a minute"
      return Response.json({ code: 'unavailable', message: 'busy for the test' }, { status: 503, headers: { 'Retry-After': '60' } });
    });
    await user.click(continueButton());
    await waitFor(() => expect(status(/seguimos intentándolo/)).toBeDefined());
    await vi.advanceTimersByTimeAsync(30_000); // the backoff alone would have retried after 1 s, 2 s, 4 s...
    expect(creates(app)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_000);
    await at('/loan-purpose');
    expect(creates(app)).toHaveLength(2);
    expect(keysOf(app).size).toBe(1);
    expect(await leadsFor(app, email)).toBe(1);
  }, 30_000);

  it('a 500 keeps the answers and, once the retries are spent, offers a retry that goes on', async () => {
    const email = 'accepted+down@example.com';
    const { app, user } = await openFirstStep(email, { clock: true });
    let serverDown = true;
    app.answer(LEAD_CREATE, (_request, forward) => (serverDown ? Response.json({ code: 'internal', message: 'down for the test' }, { status: 500 }) : forward()));
    await user.click(continueButton());
    await waitFor(() => expect(status(/seguimos intentándolo/)).toBeDefined());
    // The backoff (1 s doubling to 30 s, 8 retries) passes on the test clock, one step at a time.
    await passTimeUntil(() => screen.getByRole('button', { name: 'Volver a intentarlo' }));
    expect(creates(app)).toHaveLength(9);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu correo electrónico?' }).value).toBe(email);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu número de móvil?' }).value).toBe('612 34 56 78');
    expect(await leadsFor(app, email)).toBe(0);

    serverDown = false;
    await user.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));
    await at('/loan-purpose');
    expect(keysOf(app).size).toBe(1);
    expect(await leadsFor(app, email)).toBe(1);
  }, 60_000);

  it('a 422 is not retried and its field errors reach the dynamic form state', async () => {
    const { app, user } = await openFirstStep('field-error.contactDetails.email+x@example.com', { clock: true });
    await user.click(continueButton());
    await screen.findByRole('link', { name: /correo electrónico/ });
    expect(window.location.pathname).toBe('/application-frontend/initial-details');
    // Well past every retry's backoff: a retry would have been sent by now.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(creates(app)).toHaveLength(1);
    const pages = (await app.stored('dynamicPages')) as { erroredForm: string; forms: Record<string, { errors: { fieldName: string }[] }> };
    expect(pages.erroredForm).toBe('initial-details');
    expect(pages.forms['initial-details']?.errors.map((error) => error.fieldName)).toContain('email');
  }, 30_000);

  it('a 4xx to a submission queued before a reload reaches the applicant at the step that owns it', async () => {
    const { app, user } = await openFirstStep('field-error.personalDetails.firstName+queued@example.com');
    let serverUnreachable = true;
    app.answer(LEAD_CREATE, (_request, forward) => (serverUnreachable ? networkError() : forward()));
    await user.click(continueButton());
    await waitFor(() => expect(status(/seguimos intentándolo/)).toBeDefined());
    await app.reload();
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
    serverUnreachable = false;
    // The server refuses the first name: the applicant is taken to the step that asks it, the message at the field.
    await at('/name', 20_000);
    const summary = (await screen.findAllByRole('alert')).find((alert) => alert.textContent?.includes('Hay un problema'))!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(screen.getByRole('textbox', { name: '¿Cuál es tu nombre?' }).getAttribute('aria-invalid')).toBe('true');
  }, 40_000);
});
