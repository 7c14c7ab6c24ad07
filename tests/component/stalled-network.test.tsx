// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_CHECK_WAIT_MS } from '../../src/features/dynamic-form/use-email-check';
import { SLOW_WAIT_MS } from '../../src/core/runtime/slow-wait';
import { HARNESS_CLOCK, startTestApp, type TestApp } from '../support/app-harness';
import { answerInitialDetails, at, creates, leadsFor, passTimeUntil } from '../support/app-steps';
import { HANG_THRESHOLD_MS, PROBE_TIMEOUT_MS } from '../../src/features/offline/reachability';
import { LIVENESS_PATH } from '../../src/api/contract/constants';

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

describe('the server stops answering while the browser says online', () => {
  it('a hung create shows "not answering" within HANG_THRESHOLD_MS + PROBE_TIMEOUT_MS; answered again, it is sent once', async () => {
    vi.useFakeTimers(HARNESS_CLOCK);
    app = await startTestApp();
    const email = 'accepted+notanswering@example.com';
    let answering = false;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.answer(({ method, path }) => method === 'POST' && path === '/v3/lead', async (_request, forward) => {
      await held;
      return forward();
    });
    app.answer(({ path }) => path === LIVENESS_PATH, (_request, forward) => (answering ? forward() : stalls()));
    await app.open('/initial-details?amount=500&period=75');
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await answerInitialDetails(user, email);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(creates(app!)).toHaveLength(1));
    const notice = () => screen.queryAllByRole('status').find((element) => element.classList.contains('offline-status'))?.textContent;
    await vi.advanceTimersByTimeAsync(HANG_THRESHOLD_MS + PROBE_TIMEOUT_MS);
    await waitFor(() =>
      expect(notice()).toBe(
        'La conexión no responde. Tus respuestas se guardan en este dispositivo. Lo que has enviado está en espera y se enviará cuando vuelvas a tener conexión.',
      ),
    );

    // The server answers again: the held create gets its answer, the notice says when it was sent.
    answering = true;
    release();
    await waitFor(() => expect(notice()).toMatch(/^Vuelves a tener conexión\. Enviado a las \d{1,2}:\d{2}\.$/));
    await at('/loan-purpose');
    expect(creates(app)).toHaveLength(1);
    expect(await leadsFor(app, email)).toBe(1);
  }, 30_000);
});
