// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';
import { answer, answerInitialDetails, at, descriptionOf } from '../support/app-steps';

/**
 * The server's answers to a form step's write, in the whole app against lead-api (DESIGN.md §5, §10):
 * a 422 reaches the step that owns its data point, a 503 is retried with the answers kept.
 * lead-api's sandbox chooses the answer by the e-mail (lead-api/README.md).
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const LANDING = '/initial-details?amount=500&period=75';

describe('a form step against the server (DESIGN.md §10: who owns a server error)', () => {
  it('a 422 on contactDetails.postalCode brings the applicant to address-information, the message at the postcode and in the focused summary', async () => {
    app = await startTestApp();
    await app.open(LANDING);
    const user = userEvent.setup({ delay: null });
    await answerInitialDetails(user, 'field-error.contactDetails.postalCode@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await at('/address-information');
    await screen.findByRole('heading', { level: 1, name: '¿Cuál es tu dirección?' });
    const message = 'Escribe un código postal de 5 cifras, como 28013';
    const summary = (await screen.findAllByRole('alert')).find((alert) => alert.textContent?.includes('Hay un problema'))!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const postcode = screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu código postal?' });
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(postcode)).toContain(message);

    // The summary's link moves the focus to the field; answering it clears the server's error.
    await user.click(within(summary).getByRole('link', { name: message }));
    expect(document.activeElement).toBe(postcode);
    await answer(user, postcode, '28013');
    await waitFor(() => expect(postcode.getAttribute('aria-invalid')).not.toBe('true'));
    expect(screen.queryByText(message)).toBeNull();
  }, 30_000);

  it("the postcode lookup sends the configuration's API secret (SPEC §7) and fills the town", async () => {
    app = await startTestApp({ config: (config) => ({ ...config, postcodeApiSecret: 'pc-secret-1' }) });
    const secrets: (string | null)[] = [];
    app.answer(({ path }) => path.startsWith('/postcode/'), (request, forward) => {
      secrets.push(request.headers.get('X-Api-Secret'));
      return forward();
    });
    await app.open(LANDING);
    const user = userEvent.setup({ delay: null });
    await answerInitialDetails(user, 'field-error.contactDetails.postalCode@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 1, name: '¿Cuál es tu dirección?' });
    await answer(user, screen.getByRole('textbox', { name: '¿Cuál es tu código postal?' }), '28013');
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: '¿En qué localidad vives?' }).value).toBe('Madrid'));
    expect(secrets.length).toBeGreaterThan(0);
    expect(new Set(secrets)).toEqual(new Set(['pc-secret-1']));
  }, 30_000);

  it('a slow postcode lookup that answers after the applicant typed the town leaves the town as typed', async () => {
    app = await startTestApp();
    let answerLookup = () => undefined as void;
    const held = new Promise<void>((resolve) => (answerLookup = resolve));
    app.answer(({ path }) => path.startsWith('/postcode/'), async (_request, forward) => {
      await held;
      return forward();
    });
    await app.open(LANDING);
    const user = userEvent.setup({ delay: null });
    await answerInitialDetails(user, 'field-error.contactDetails.postalCode@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 1, name: '¿Cuál es tu dirección?' });
    await answer(user, screen.getByRole('textbox', { name: '¿Cuál es tu código postal?' }), '28013');
    const town = screen.getByRole<HTMLInputElement>('textbox', { name: '¿En qué localidad vives?' });
    await answer(user, town, 'Carabanchel');
    answerLookup();
    await screen.findByText(/Madrid/, { selector: '.field-status' });
    expect(town.value).toBe('Carabanchel');
  }, 30_000);

  it('a 503 keeps the answers, says it keeps trying, and the retried create goes on, under one key', async () => {
    app = await startTestApp();
    await app.open(LANDING);
    const user = userEvent.setup({ delay: null });
    await answerInitialDetails(user, 'fail2+retry@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText(/Tus respuestas están guardadas y seguimos intentándolo/, {}, { timeout: 10_000 });
    await at('/loan-purpose', 20_000);
    const creates = app.calls.filter((call) => call.method === 'POST' && call.path === '/v3/lead');
    expect(creates).toHaveLength(3);
    expect(new Set(creates.map((call) => call.idempotencyKey)).size).toBe(1);
  }, 40_000);
});
