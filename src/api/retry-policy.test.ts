import { describe, it, expect } from 'vitest';
import { ApiError } from './errors';
import { backoffDelay, QUERY_MAX_RETRIES, RETRY_AFTER_MAX_MS, RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS, retryAfterMs, retryDelayFor, retryRetryable } from './retry-policy';

const error = (code: ApiError['code'], status?: number) =>
  new ApiError({ code, message: 'x', endpoint: 'test', ...(status === undefined ? {} : { status }) });

describe('retry policy (DESIGN.md §5: network errors and 5xx retried with backoff, 4xx not)', () => {
  it('doubles the delay from one second and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffDelay(n))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(backoffDelay(5)).toBe(RETRY_MAX_DELAY_MS);
    expect(backoffDelay(50)).toBe(30_000);
  });

  it('retries network errors, timeouts and 5xx up to the limit', () => {
    const retry = retryRetryable(QUERY_MAX_RETRIES);
    expect(retry(0, error('network'))).toBe(true);
    expect(retry(0, error('timeout'))).toBe(true);
    expect(retry(QUERY_MAX_RETRIES - 1, error('bad_response', 503))).toBe(true);
    expect(retry(QUERY_MAX_RETRIES, error('bad_response', 503))).toBe(false);
  });

  it('never retries a 4xx, an aborted request, a malformed answer or a foreign error', () => {
    const retry = retryRetryable(QUERY_MAX_RETRIES);
    expect(retry(0, error('bad_request', 422))).toBe(false);
    expect(retry(0, error('aborted'))).toBe(false);
    expect(retry(0, error('invalid_response', 200))).toBe(false);
    expect(retry(0, new Error('boom'))).toBe(false);
  });
});

describe("a server's Retry-After (the queue honours it)", () => {
  const now = Date.parse('2026-11-27T12:00:00Z');

  it('reads seconds and HTTP dates as milliseconds from now, never negative, at most RETRY_AFTER_MAX_MS', () => {
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Fri, 27 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Fri, 27 Nov 2026 11:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs(String(RETRY_AFTER_MAX_MS / 1000 + 60), now)).toBe(RETRY_AFTER_MAX_MS);
  });

  it('never retries sooner than the backoff: Retry-After 0, or a date already past, waits from RETRY_BASE_DELAY_MS up', () => {
    const soon = (header: string) =>
      new ApiError({ code: 'bad_response', message: 'x', endpoint: 'test', status: 503, retryAfterMs: retryAfterMs(header, now) });
    for (const header of ['0', 'Fri, 27 Nov 2026 11:00:00 GMT']) {
      const delays = [0, 1, 2].map((failureCount) => retryDelayFor(failureCount, soon(header)));
      expect(delays).toEqual([RETRY_BASE_DELAY_MS, 2 * RETRY_BASE_DELAY_MS, 4 * RETRY_BASE_DELAY_MS]);
    }
    expect(retryDelayFor(20, soon('0'))).toBe(RETRY_MAX_DELAY_MS);
  });

  it('is nothing when absent or unreadable', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-3', now)).toBeUndefined();
  });

  it('waits what the server asked for when longer than the backoff, else backs off', () => {
    const asked = new ApiError({ code: 'bad_response', message: 'x', endpoint: 'test', status: 503, retryAfterMs: 7000 });
    expect(retryDelayFor(0, asked)).toBe(7000);
    expect(retryDelayFor(2, asked)).toBe(7000);
    expect(retryDelayFor(3, asked)).toBe(backoffDelay(3));
    expect(retryDelayFor(3, error('bad_response', 503))).toBe(backoffDelay(3));
    expect(retryDelayFor(2, new Error('boom'))).toBe(backoffDelay(2));
  });
});
