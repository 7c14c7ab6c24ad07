// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';
import { ACCEPTED, continueButton, descriptionOf, focusedSummary, onScreen } from '../support/screen';

/**
 * The consent steps (states 20, 29, 35, 36): one screen, four words and calls, in the whole app
 * against lead-api (tests/e2e/after-offer-journeys.spec.ts keeps one journey, at 200 % text).
 */
let app: TestApp;
afterEach(async () => app?.close());

const CREDIT_CHECK = 'Autorizo la consulta de mis datos en ficheros de solvencia patrimonial y crédito.';
const PARTNER_TRANSFER = 'Acepto que mi solicitud se envíe al prestamista que me ofrece el préstamo.';
const PARTNER_MARKETING = 'Acepto recibir comunicaciones comerciales del prestamista. (opcional)';
const REQUIRED = 'Marca esta casilla para continuar: el prestamista no puede seguir sin este consentimiento';

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

const STEPS = [
  { state: 20, route: '/consents', title: 'Da tus consentimientos', call: (_id: string) => '/lead/offer/policy', body: (id: string, ticks: object) => ({ leadId: id, policies: ticks }) },
  { state: 29, route: '/advanzia-consents', title: 'Tus consentimientos para Advanzia Bank', call: (id: string) => `/customer/${id}/consents`, body: (_id: string, ticks: object) => ({ consents: ticks }) },
  { state: 35, route: '/dynamic-consents', title: 'Revisa tus consentimientos', call: (_id: string) => '/lead/offer/dynamic-policy', body: (id: string, ticks: object) => ({ leadId: id, policies: ticks }) },
  { state: 36, route: '/tfbank-consents', title: 'Tus consentimientos para TF Bank', call: (id: string) => `/customer/${id}/consents`, body: (_id: string, ticks: object) => ({ consents: ticks }) },
] as const;

describe.each(STEPS)('consents ($state) $route', { timeout: 30_000 }, ({ state, route, title, call, body }) => {
  async function openStep() {
    app = await startTestApp();
    const id = await app.createLead(`state-${state}`);
    await app.open(`/continue/${id}`);
    await onScreen(title, route);
    await screen.findByRole('checkbox', { name: CREDIT_CHECK });
    return id;
  }

  it('the required consents are asked at their checkbox and in the summary, the optional one is not; nothing is sent', async () => {
    const id = await openStep();
    expect(document.title.startsWith(`${title} – `)).toBe(true);
    expect(box(CREDIT_CHECK).checked).toBe(false);
    const user = userEvent.setup({ delay: null });
    await user.click(continueButton());
    const summary = await focusedSummary();
    expect(within(summary).getAllByRole('link', { name: new RegExp(REQUIRED) })).toHaveLength(2);
    expect(descriptionOf(box(CREDIT_CHECK))).toContain(REQUIRED);
    expect(descriptionOf(box(PARTNER_TRANSFER))).toContain(REQUIRED);
    expect(descriptionOf(box(PARTNER_MARKETING))).not.toContain(REQUIRED);
    expect(document.title.startsWith(`Error: ${title}`)).toBe(true);
    expect(app.writes(call(id))).toEqual([]);

    // Ticking one clears its own message only.
    await user.click(box(CREDIT_CHECK));
    expect(descriptionOf(box(CREDIT_CHECK))).not.toContain(REQUIRED);
    expect(descriptionOf(box(PARTNER_TRANSFER))).toContain(REQUIRED);
  });

  it('a tick is kept after a reload; Continue sends the ticks once and the lead moves on to accepted', async () => {
    const id = await openStep();
    const user = userEvent.setup({ delay: null });
    await user.click(box(CREDIT_CHECK));
    await app.reload();
    await onScreen(title);
    await waitFor(() => expect(box(CREDIT_CHECK).checked).toBe(true));
    expect(box(PARTNER_TRANSFER).checked).toBe(false);

    await user.click(box(PARTNER_TRANSFER));
    await user.dblClick(continueButton());
    await onScreen(ACCEPTED, '/accepted');
    const sent = app.writes(call(id));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual(body(id, { creditCheck: true, partnerTransfer: true, partnerMarketing: false }));
    expect((await app.storedLead(id)).state).toBe(10);
  });
});

describe('consents saved with POST /customer/{id}/consents (29, 36)', { timeout: 30_000 }, () => {
  it('what the server holds afterwards is what was ticked', async () => {
    app = await startTestApp();
    const id = await app.createLead('state-29');
    await app.open(`/continue/${id}`);
    await onScreen('Tus consentimientos para Advanzia Bank');
    const user = userEvent.setup({ delay: null });
    for (const name of [CREDIT_CHECK, PARTNER_TRANSFER, PARTNER_MARKETING]) await user.click(await screen.findByRole('checkbox', { name }));
    await user.click(continueButton());
    await onScreen(ACCEPTED, '/accepted');
    const saved = await app.request<{ consents: { key: string; value: boolean }[] }>('GET', `/customer/${id}/consents`);
    expect(Object.fromEntries(saved.body.consents.map((consent) => [consent.key, consent.value]))).toEqual({ creditCheck: true, partnerTransfer: true, partnerMarketing: true });
  });

  it("the server's 422 on a consent is said at its checkbox, and the applicant stays", async () => {
    app = await startTestApp();
    const id = await app.createLead('state-36');
    app.answer(
      (call) => call.method === 'POST' && call.path === `/customer/${id}/consents`,
      () => Response.json({ code: 'validation_failed', errors: { 'consents.partnerTransfer': 'required' } }, { status: 422 }),
    );
    await app.open(`/continue/${id}`);
    await onScreen('Tus consentimientos para TF Bank');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: CREDIT_CHECK }));
    await user.click(box(PARTNER_TRANSFER));
    await user.click(continueButton());
    await waitFor(() => expect(descriptionOf(box(PARTNER_TRANSFER))).toContain(REQUIRED));
    await focusedSummary();
    expect(window.location.pathname).toBe('/application-frontend/tfbank-consents');
    expect(app.writes(`/customer/${id}/consents`)).toHaveLength(1);
  });
});
