// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_CHECK_WAIT_MS } from '../../src/features/dynamic-form/use-email-check';
import { HARNESS_CLOCK, startTestApp, type TestApp } from '../support/app-harness';
import { answerInitialDetails, at, creates } from '../support/app-steps';

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
