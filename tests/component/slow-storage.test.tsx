// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HARNESS_CLOCK, startTestApp, type TestApp } from '../support/app-harness';
import { answer } from '../support/app-steps';

/**
 * A slow IndexedDB (a cheap phone's cold start, a busy machine) is waited for, never replaced by web
 * storage for one load: the application and its session stay in one store, whatever each load's speed.
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  vi.useRealTimers();
});

const SLOW_MS = 3000;
const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu correo electrónico?' });
const firstStep = () => screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' }, { timeout: 10_000 });

/** A load whose IndexedDB answers `delayMs` late, the clock moved past it. */
async function load(open: () => Promise<void>, delayMs: number) {
  app!.slowIndexedDb(delayMs);
  const opening = open();
  await vi.advanceTimersByTimeAsync(delayMs);
  await opening;
  await firstStep();
}

describe('an IndexedDB that answers after 3 s', () => {
  it('keeps the typed e-mail and the session id across loads, slow or fast, in IndexedDB alone', async () => {
    vi.useFakeTimers(HARNESS_CLOCK);
    app = await startTestApp();
    await load(() => app!.open('/initial-details?amount=500&period=75'), SLOW_MS);
    const user = userEvent.setup({ delay: null });
    await user.click(emailField());
    await answer(user, emailField(), 'lenta@example.com');
    await waitFor(async () => expect(JSON.stringify(await app!.stored('state'))).toContain('lenta@example.com'));
    const session = await app.stored('sessionId');
    expect(session).toEqual(expect.any(String));

    for (const delayMs of [0, SLOW_MS]) {
      await load(() => app!.reload(), delayMs);
      await waitFor(() => expect(emailField().value).toBe('lenta@example.com'));
      expect(await app.stored('sessionId')).toBe(session);
    }
    expect(localStorage.length).toBe(0);
  }, 30_000);
});
