import { describe, it, expect } from 'vitest';
import { createUpdateChecker, isUpdateCheckDue, UPDATE_CHECK_INTERVAL_MS, UPDATE_CHECK_MIN_GAP_MS } from './update-checks';

describe('periodic service worker update checks (DESIGN.md §9)', () => {
  it('checks every hour', () => {
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(60 * 60 * 1000);
  });

  it('is due the first time, and again once UPDATE_CHECK_MIN_GAP_MS has passed', () => {
    expect(isUpdateCheckDue(null, 0, true)).toBe(true);
    expect(isUpdateCheckDue(1000, 1000 + UPDATE_CHECK_MIN_GAP_MS - 1, true)).toBe(false);
    expect(isUpdateCheckDue(1000, 1000 + UPDATE_CHECK_MIN_GAP_MS, true)).toBe(true);
  });

  it('is never due offline', () => {
    expect(isUpdateCheckDue(null, 0, false)).toBe(false);
  });

  it('calls update only when due, and swallows its failure', async () => {
    let now = 0;
    let online = true;
    let calls = 0;
    const check = createUpdateChecker({
      update: () => {
        calls += 1;
        return Promise.reject(new Error('offline'));
      },
      now: () => now,
      isOnline: () => online,
    });
    check();
    check();
    expect(calls).toBe(1);
    now = UPDATE_CHECK_MIN_GAP_MS;
    online = false;
    check();
    expect(calls).toBe(1);
    online = true;
    check();
    expect(calls).toBe(2);
    await Promise.resolve();
  });
});
