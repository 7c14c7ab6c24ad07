// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_RETRY_DELAYS_MS } from '../../src/core/runtime/retrying-import';
import { HARNESS_CLOCK, startTestApp, type TestApp } from '../support/app-harness';
import { passTimeUntil } from '../support/app-steps';

/**
 * The parts of the layout the step does not need (src/app/layout/optional-part.tsx), whose code does
 * not download: a file of its own, since a part's lazy component keeps its first outcome for the
 * module graph (tests/component/boot-failures.test.tsx loses the step's own chunks).
 */
const tried = vi.hoisted(() => ({ toasts: 0 }));
vi.mock('../../src/app/layout/toasts', () => {
  tried.toasts += 1;
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost:4173/application-frontend/assets/toasts.js');
});

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  vi.useRealTimers();
});

describe('a part of the layout whose code does not download (SPEC §8)', () => {
  it('the toasts (their script and stylesheet): asked for again with backoff, then left out; the step stays', async () => {
    vi.useFakeTimers(HARNESS_CLOCK);
    app = await startTestApp();
    const opening = app.open('/initial-details');
    await passTimeUntil(() => expect(tried.toasts).toBe(IMPORT_RETRY_DELAYS_MS.length + 1), { stepMs: 1000, limitMs: 25_000 });
    await opening;
    await vi.advanceTimersByTimeAsync(1000);
    expect(screen.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Something went wrong|Algo ha ido mal|No hemos podido/);
  }, 30_000);
});
