// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';
import { answer, answerInitialDetails, at } from '../support/app-steps';

/**
 * A landing link is read once and cleaned of contact data at once (src/domain/tracking/contact-data.ts); what
 * the cleaning keeps must be what the landing brought: an affiliate's ids survive it, and a reload of
 * the cleaned address is the same application, never a new one.
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  delete (document as { referrer?: string }).referrer;
});

const AFFILIATE = 'refName=affnet&refSubId=987654321&refTransactionId=1234567890123';
const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu correo electrónico?' });
const firstStep = () => screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' }, { timeout: 10_000 });

describe("an affiliate's long digit ids", () => {
  it('stay in the address, survive two reloads with the answers and the session, and reach the lead as sent', async () => {
    app = await startTestApp();
    await app.open(`/initial-details?amount=500&period=75&${AFFILIATE}&utm_content=612345678`);
    await firstStep();
    expect(window.location.search).toBe(`?amount=500&period=75&${AFFILIATE}&utm_content=%5Bphone+removed%5D`);
    const user = userEvent.setup({ delay: null });
    await user.click(emailField());
    await answer(user, emailField(), 'afiliado@example.com');
    await waitFor(async () => expect(JSON.stringify(await app!.stored('state'))).toContain('afiliado@example.com'));
    const session = await app.stored('sessionId');
    expect(session).toEqual(expect.any(String));

    for (const _reload of [1, 2]) {
      await app.reload();
      await firstStep();
      await waitFor(() => expect(emailField().value).toBe('afiliado@example.com'));
      expect(await app.stored('sessionId')).toBe(session);
    }

    await answerInitialDetails(user, 'afiliado@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await at('/loan-purpose');
    const [create] = app.writes('/v3/lead');
    expect(create?.body).toMatchObject({ affiliateReferenceParams: { attribute: 'affnet', subId: '987654321', transactionId: '1234567890123' } });
  }, 30_000);
});

describe('the page that linked here', () => {
  it('is read by tags without the e-mail its address held', async () => {
    Object.defineProperty(document, 'referrer', { value: 'https://partner.example/thanks/lucia.garcia%2Bpromo%40gmail.com?step=2', configurable: true });
    app = await startTestApp();
    await app.open('/initial-details');
    await firstStep();
    expect(document.referrer).toBe('https://partner.example/thanks/%5Bemail%20removed%5D?step=2');
  });
});
