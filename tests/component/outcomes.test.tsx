// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';
import { ACCEPTED, descriptionOf, focusedSummary, onScreen } from '../support/screen';

/**
 * The outcome screens (checking, accepted, rejected, thank you, redirected), the continue link and
 * unsubscribing, in the whole app against lead-api: their words, their links and where they lead
 * (tests/e2e/journey-outcomes.spec.ts keeps checking offline in the browser and the redirect by POST
 * with the browser's Back).
 */
let app: TestApp;
afterEach(async () => {
  vi.useRealTimers();
  window.dispatchEvent(new Event('online'));
  await app?.close();
});

const definitions = () => screen.getAllByRole('definition').map((definition) => definition.textContent ?? '');

async function startAgainFrom(linkName = 'Empezar una nueva solicitud') {
  await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: linkName }));
  await onScreen('Empieza tu solicitud', '/initial-details');
}

describe('checking and accepted', { timeout: 30_000 }, () => {
  it('checking says what happens and waits, also offline, where it polls nothing; then the accepted screen with what was asked for, naming who will write and how to recognise it', async () => {
    // Polls every 2 s: the test's clock moves them.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    app = await startTestApp();
    const id = await app.createLead('accepted', { decided: false });
    let deciding = false;
    app.answer(
      (call) => call.path === `/lead/status/${id}`,
      (_request, forward) => (deciding ? forward() : Response.json({ id, status: 'pending', state: 6 })),
    );
    await app.open(`/continue/${id}`);
    await onScreen('Estamos revisando tu solicitud', '/checking');
    expect(screen.getAllByRole('status').some((status) => status.textContent?.includes('prestamistas colaboradores'))).toBe(true);
    expect(screen.getByText(/^Mantén esta página abierta/)).toBeTruthy();
    const polls = () => app.calls.filter((call) => call.path === `/lead/status/${id}`).length;
    await vi.advanceTimersByTimeAsync(2500);
    await waitFor(() => expect(polls()).toBeGreaterThanOrEqual(2));

    window.dispatchEvent(new Event('offline'));
    await screen.findByText('No tienes conexión. Seguiremos revisando en cuanto vuelvas a estar en línea.');
    deciding = true;
    const offlinePolls = polls();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(offlinePolls);
    expect(window.location.pathname).toBe('/application-frontend/checking');

    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(2500);
    await onScreen(ACCEPTED, '/accepted');
    expect(screen.getByText(/^Buenas noticias, Lucía/)).toBeTruthy();
    expect(definitions()).toEqual(expect.arrayContaining([expect.stringMatching(/^1000\s€$/), '70 días']));
    expect(screen.getByRole('heading', { level: 2, name: 'Qué pasa ahora' })).toBeTruthy();
    // No name from the server: never a bare "a lender"; the brand's message names the lender, and how to recognise it.
    expect(document.querySelector('main')?.textContent).not.toMatch(/un prestamista puede|El prestamista se pondrá/);
    const next = screen.getAllByRole('listitem')[0]!.textContent ?? '';
    expect(next).toContain('SolCrédito te enviará por correo electrónico el nombre del prestamista que ha aceptado tu solicitud');
    expect(next).toContain('Cómo reconocerlo: el correo viene de SolCrédito');
  });

  it('the index sends a decided applicant to their outcome; starting again clears it, and the index then opens the first step', async () => {
    app = await startTestApp();
    const id = await app.createLead('accepted');
    await app.open(`/continue/${id}`);
    await onScreen(ACCEPTED, '/accepted');
    await app.open('/');
    await onScreen(ACCEPTED, '/accepted');
    await startAgainFrom();
    await app.open('/');
    await onScreen('Empieza tu solicitud', '/initial-details');
  });
});

describe('the continue link', { timeout: 30_000 }, () => {
  it('a decided lead opens at its outcome with what was asked for', async () => {
    app = await startTestApp();
    const id = await app.createLead('accepted');
    await app.open(`/continue/${id}`);
    await onScreen(ACCEPTED, '/accepted');
    expect(definitions().some((text) => /^1000\s€$/.test(text))).toBe(true);
  });

  it('a link that no longer works says so and offers a new start', async () => {
    app = await startTestApp();
    await app.open('/continue/no-such-lead');
    await onScreen('Este enlace ya no funciona');
    expect(screen.getByRole('alert').textContent).toContain('Puede que el enlace haya caducado');
    await startAgainFrom('Empezar una solicitud');
  });
});

describe('rejected and thank you', { timeout: 30_000 }, () => {
  it('rejected: kind words, what the applicant can do, independent guidance first, a fresh start second that the index then keeps', async () => {
    app = await startTestApp();
    const id = await app.createLead('rejected');
    await app.open(`/continue/${id}`);
    await onScreen('No hemos podido aprobar tu solicitud', '/rejected');
    expect(screen.getByText(/^Lo sentimos, Lucía/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Qué puedes hacer' })).toBeTruthy();
    const guidance = screen.getByRole('link', { name: /Portal del Cliente Bancario/ });
    expect(guidance.getAttribute('href')).toMatch(/^https:\/\/clientebancario\.bde\.es\//);
    // The first action is the country's guidance; a new application is second, said to be a new credit check.
    expect(guidance.className).toContain('button--primary');
    expect(screen.getByRole('link', { name: 'Empezar una nueva solicitud' }).className).toContain('button--secondary');
    expect(screen.getByText(/^Cada nueva solicitud es una nueva consulta de crédito/)).toBeTruthy();
    await startAgainFrom();
    await app.open('/');
    await onScreen('Empieza tu solicitud', '/initial-details');
  });

  it('thank you: a lead the server has finished with (state 11) opens at the thank-you screen', async () => {
    app = await startTestApp();
    const id = await app.createLead('accepted');
    // lead-api: setting the customer's password answers state 11 (thank you).
    expect((await app.request<{ state: number }>('POST', '/lead/customer/password', { leadId: id, password: 'correct-horse-battery' })).body.state).toBe(11);
    await app.open(`/continue/${id}`);
    await onScreen('Gracias, Lucía', '/thank-you');
    expect(screen.getByText('Tenemos todo lo que necesitamos para tu solicitud.')).toBeTruthy();
    expect(definitions().some((text) => /^1000\s€$/.test(text))).toBe(true);
    await startAgainFrom();
  });
});

describe('redirected (12)', { timeout: 30_000 }, () => {
  /** The polite live region that says the countdown (not every second: at its start and its last moments). */
  const said = () => screen.getAllByRole('status').map((status) => status.textContent ?? '').join(' ');
  /**
   * The visible countdown (the test's clock also runs with real time, which the harness needs): it
   * starts at 20 s (WCAG 2.2.1), said in the live region; 19 s later the page has not gone; at 20 s it has.
   */
  async function countDown(stillHere: () => void) {
    await screen.findByText(/^Te llevamos en (20|19) s\.$/);
    expect(said()).toContain('En 20 segundos esta página te lleva a localhost:4173. Para quedarte, usa el botón «Quedarme en esta página».');
    // Second by second inside act: each tick's re-render schedules the next one.
    for (let second = 0; second < 18; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    stillHere();
    expect(said()).toContain('En 5 segundos');
    for (let second = 0; second < 2; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
  }
  /** A lead sent to a partner (`redirect` by GET, `redirect-post` by POST), its screen open; the countdown's timer on the test's clock. */
  async function openRedirect(outcome: 'redirect' | 'redirect-post', title: string) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    app = await startTestApp();
    const id = await app.createLead(outcome);
    await app.open(`/continue/${id}`);
    await onScreen(title, '/redirected');
    return id;
  }
  const WHY = (partner: string, host: string) =>
    `${partner} termina tu solicitud en su propia web, donde verás y firmarás su contrato. Sales de SolCrédito hacia ${host}.`;
  // Without the partner's name, a sentence of its own (no "tu prestamista termina…" pasted together).
  const WHY_GENERIC = 'El prestamista termina tu solicitud en su propia web, donde verás y firmarás su contrato. Sales de SolCrédito hacia localhost:4173.';

  it('by GET without a partner name: says why and where in its own sentence, counts down 20 s, then the partner page opens once; back on the page, the button and no second move', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const id = await openRedirect('redirect', 'Te llevamos con tu prestamista');
    expect(screen.getByText(WHY_GENERIC)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir ahora a la web del prestamista' })).toBeTruthy();
    await countDown(() => expect(assign).not.toHaveBeenCalled());
    const partner = `http://localhost:4173/partner/offer?leadId=${id}`;
    await waitFor(() => expect(assign).toHaveBeenCalledWith(partner));

    // Back from the partner (a new page load): remembered, so no second move.
    await app.reload();
    await onScreen('Continúa tu solicitud con el prestamista', '/redirected');
    expect(screen.getByText(/^Ya te hemos enviado a la web del prestamista/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Qué pasa ahora' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir ahora a la web del prestamista' }).getAttribute('href')).toBe(partner);
    await vi.advanceTimersByTimeAsync(5000);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('"Quedarme en esta página" stops the countdown and puts the focus on the way on; going from there is remembered', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const id = await openRedirect('redirect', 'Te llevamos con tu prestamista');
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Quedarme en esta página' }));
    await onScreen('Continúa tu solicitud con el prestamista');
    const go = screen.getByRole('link', { name: 'Ir ahora a la web del prestamista' });
    await waitFor(() => expect(document.activeElement).toBe(go));
    expect(screen.queryByText(/^Te llevamos en/)).toBeNull();
    expect(screen.getByText(WHY_GENERIC)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(assign).not.toHaveBeenCalled();

    await user.click(go);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`http://localhost:4173/partner/offer?leadId=${id}`));
    await app.reload();
    await onScreen('Continúa tu solicitud con el prestamista', '/redirected');
    expect(screen.getByText(/^Ya te hemos enviado a la web del prestamista/)).toBeTruthy();
  });

  it('by POST: the named partner, its logo, why and where; after the 20 s countdown its form is sent once', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const id = await openRedirect('redirect-post', 'Te llevamos a Sandbox Partner…');
    expect(screen.getByText(WHY('Sandbox Partner', 'localhost:4173'))).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Sandbox Partner' })).toBeTruthy();
    await countDown(() => expect(submit).not.toHaveBeenCalled());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe(`http://localhost:4173/partner/offer?leadId=${id}`);
    expect(new FormData(form).get('leadId')).toBe(id);

    await app.reload();
    await onScreen('Continúa tu solicitud con Sandbox Partner');
    expect(screen.getByRole('button', { name: 'Ir a la web de Sandbox Partner' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(5000);
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('unsubscribe', { timeout: 30_000 }, () => {
  const email = () => screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu correo electrónico?' });
  const unsubscribe = () => screen.getByRole('button', { name: 'Darme de baja' });
  const sent = () => app.writes('/customer/email/unsubscribe');

  it('typed: a missing and a malformed address said at the field with nothing sent; a good one sent once', async () => {
    app = await startTestApp();
    await app.open('/unsubscribe');
    await onScreen('Date de baja de nuestros correos');
    expect(email().getAttribute('autocomplete')).toBe('email');
    expect(email().getAttribute('inputmode')).toBe('email');
    const user = userEvent.setup({ delay: null });
    await user.click(unsubscribe());
    const summary = await focusedSummary();
    expect(within(summary).getByRole('link', { name: 'Escribe tu correo electrónico' })).toBeTruthy();
    await user.type(email(), 'ana@');
    await user.click(unsubscribe());
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(email())).toContain('formato correcto');
    expect(sent()).toEqual([]);

    await user.clear(email());
    await user.paste('ana@example.com');
    await user.dblClick(unsubscribe());
    await onScreen('Te has dado de baja');
    expect(screen.getByText('Ya no enviaremos correos publicitarios a ana@example.com.')).toBeTruthy();
    expect(sent()).toHaveLength(1);
    expect(new URLSearchParams(sent()[0]!.search).get('email')).toBe('ana@example.com');
  });

  it('refused by the server: said, the address kept, and the next press sends it again', async () => {
    app = await startTestApp();
    let refuse = true;
    app.answer(
      ({ path }) => path === '/customer/email/unsubscribe',
      (_request, forward) => (refuse ? Response.json({ code: 'bad_request', message: 'refused for the test' }, { status: 400 }) : forward()),
    );
    await app.open('/unsubscribe');
    await onScreen('Date de baja de nuestros correos');
    const user = userEvent.setup({ delay: null });
    await user.click(email());
    await user.paste('eva@example.com');
    await user.click(unsubscribe());
    expect((await screen.findByRole('alert')).textContent).toBe('Ahora mismo no hemos podido darte de baja. Vuelve a intentarlo dentro de un momento.');
    expect(email().value).toBe('eva@example.com');

    refuse = false;
    await user.click(unsubscribe());
    await screen.findByText('Ya no enviaremos correos publicitarios a eva@example.com.');
    expect(sent()).toHaveLength(2);
  });

  it('from the link in an e-mail: the address is there, one press confirms', async () => {
    app = await startTestApp();
    await app.open(`/unsubscribe?email=${encodeURIComponent('luis+news@example.com')}`);
    await onScreen('Date de baja de nuestros correos');
    await waitFor(() => expect(email().value).toBe('luis+news@example.com'));
    await userEvent.setup({ delay: null }).click(unsubscribe());
    await screen.findByText('Ya no enviaremos correos publicitarios a luis+news@example.com.');
    expect(sent().map((call) => new URLSearchParams(call.search).get('email'))).toEqual(['luis+news@example.com']);
  });

  it("a link for another address leaves this device's application in progress alone", async () => {
    app = await startTestApp();
    await app.open(`/initial-details?email=${encodeURIComponent('lucia@example.com')}&firstName=Luc%C3%ADa`);
    await onScreen('Empieza tu solicitud');
    await waitFor(async () => expect(await app.stored('state')).toMatchObject({ data: { contactDetails: { email: 'lucia@example.com' } } }));
    await app.open(`/unsubscribe?email=${encodeURIComponent('luis@example.com')}`);
    await onScreen('Date de baja de nuestros correos');
    await waitFor(() => expect(email().value).toBe('luis@example.com'));
    await userEvent.setup({ delay: null }).click(unsubscribe());
    await screen.findByText('Ya no enviaremos correos publicitarios a luis@example.com.');
    expect(await app.stored('state')).toMatchObject({ data: { personalDetails: { firstName: 'Lucía' }, contactDetails: { email: 'lucia@example.com' } } });
    await app.open('/initial-details');
    await onScreen('Empieza tu solicitud');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /correo electrónico/ }).value).toBe('lucia@example.com');
  });

  it("a link for this device's own address withdraws its application's marketing consent and keeps every answer", async () => {
    app = await startTestApp();
    await app.open(`/initial-details?email=${encodeURIComponent('lucia@example.com')}`);
    await onScreen('Empieza tu solicitud');
    await userEvent.setup({ delay: null }).click(screen.getByRole('checkbox', { name: /Quiero recibir ofertas personalizadas/ }));
    await waitFor(async () => expect(await app.stored('state')).toMatchObject({ data: { contactDetails: { email: 'lucia@example.com', marketingConsents: true } } }));
    await app.open(`/unsubscribe?email=${encodeURIComponent('Lucia@example.com')}`);
    await onScreen('Date de baja de nuestros correos');
    await userEvent.setup({ delay: null }).click(unsubscribe());
    await screen.findByText('Ya no enviaremos correos publicitarios a Lucia@example.com.');
    await waitFor(async () => expect(await app.stored('state')).toMatchObject({ data: { contactDetails: { email: 'lucia@example.com', marketingConsents: false } } }));
    await app.open('/initial-details');
    await onScreen('Empieza tu solicitud');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /correo electrónico/ }).value).toBe('lucia@example.com');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Quiero recibir ofertas personalizadas/ }).checked).toBe(false);
  });
});
