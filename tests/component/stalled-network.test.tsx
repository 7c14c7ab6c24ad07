// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_CHECK_WAIT_MS } from '../../src/features/dynamic-form/use-email-check';
import { SLOW_WAIT_MS } from '../../src/core/runtime/slow-wait';
import { HARNESS_CLOCK, startTestApp, type TestApp } from '../support/app-harness';
import { answerInitialDetails, at, creates, passTimeUntil } from '../support/app-steps';

/**
 * On a network that stalls (a request that neither answers nor fails for a minute), nothing the
 * applicant presses waits without a limit, and no wait is silent.
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  vi.useRealTimers();
});

const stalls = () => new Promise<Response>(() => undefined);

describe('the e-mail validation call stalls', () => {
  it('Continue goes on without its answer after EMAIL_CHECK_WAIT_MS, and the server checks the lead', async () => {
    vi.useFakeTimers(HARNESS_CLOCK);
    app = await startTestApp();
    app.answer(({ path }) => path.startsWith('/email/validate/'), stalls);
    await app.open('/initial-details?amount=500&period=75');
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await answerInitialDetails(user, 'accepted+stalled@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_WAIT_MS - 100);
    expect(creates(app)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    await waitFor(() => expect(creates(app!)).toHaveLength(1));
    await at('/loan-purpose');
  }, 30_000);
});

describe('a press whose checks take long', () => {
  it('Continue busy longer than SLOW_WAIT_MS says what is happening and that nothing is lost', async () => {
    vi.useFakeTimers(HARNESS_CLOCK);
    app = await startTestApp();
    let next: 'down' | 'stalls' = 'down';
    app.answer(
      ({ method, path }) => method === 'GET' && path === '/v3/test/datapoints',
      () => (next === 'down' ? Response.json({ code: 'unavailable', message: 'down for the test' }, { status: 503 }) : stalls()),
    );
    await app.open('/initial-details?amount=500&period=75');
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await answerInitialDetails(user, 'accepted+nodatapoints@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const failed = () => screen.queryAllByRole('alert').find((element) => element.textContent?.startsWith('No hemos podido enviar tus respuestas'));
    await passTimeUntil(() => expect(failed()).toBeDefined(), { stepMs: 4000 });

    // The next steps' call now stalls: Continue again waits for it, and says so once it has waited a while.
    next = 'stalls';
    await user.click(within(failed()!).getByRole('button', { name: 'Volver a intentarlo' }));
    const saying = () => screen.queryAllByRole('status').find((element) => element.textContent?.startsWith('Seguimos revisando tus respuestas'));
    await vi.advanceTimersByTimeAsync(SLOW_WAIT_MS - 500);
    expect(saying()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(saying()?.textContent).toBe('Seguimos revisando tus respuestas: la conexión va lenta. No se pierde nada de lo que has escrito.'));
    expect(screen.getByRole('button', { name: 'Continuar' }).getAttribute('aria-disabled')).toBe('true');
  }, 30_000);
});
