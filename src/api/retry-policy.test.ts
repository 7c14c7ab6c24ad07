import { describe, it, expect } from 'vitest';
import { ApiError } from './errors';
import { backoffDelay, QUERY_MAX_RETRIES, RETRY_MAX_DELAY_MS, retryRetryable } from './retry-policy';

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
