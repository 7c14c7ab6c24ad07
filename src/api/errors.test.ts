import { describe, it, expect } from 'vitest';
import { ApiError, isLeadDecided, isRetryableError, isRetryableFailure, statusToCode } from './errors';

describe('ApiError (SPEC §8 generic request errors)', () => {
  it('maps 4xx to bad_request and 5xx to bad_response', () => {
    expect(statusToCode(400)).toBe('bad_request');
    expect(statusToCode(422)).toBe('bad_request');
    expect(statusToCode(500)).toBe('bad_response');
    expect(statusToCode(503)).toBe('bad_response');
  });

  it('flags network, timeout, 5xx, 408 and 429 retryable; other 4xx, aborts and malformed answers not', () => {
    expect(isRetryableFailure('network')).toBe(true);
    expect(isRetryableFailure('timeout')).toBe(true);
    expect(isRetryableFailure('bad_response', 500)).toBe(true);
    expect(isRetryableFailure('bad_request', 408)).toBe(true);
    expect(isRetryableFailure('bad_request', 429)).toBe(true);
    expect(isRetryableFailure('bad_request', 409, 'idempotency_in_progress')).toBe(true);
    expect(isRetryableFailure('bad_request', 409)).toBe(false);
    expect(isRetryableFailure('bad_request', 422, 'idempotency_key_reused')).toBe(false);
    expect(isRetryableFailure('aborted')).toBe(false);
    expect(isRetryableFailure('invalid_response', 200)).toBe(false);
  });

  it('logs the endpoint, code, status and field names only, never the values', () => {
    const error = new ApiError({
      code: 'bad_request',
      message: 'Request failed with status code 422',
      endpoint: 'leadCreateV3',
      status: 422,
      serverCode: 'validation_failed',
      fieldErrors: { 'contactDetails.email': 'invalid' },
    });
    expect(error.toLogDetails()).toEqual({
      endpoint: 'leadCreateV3',
      code: 'bad_request',
      status: 422,
      serverCode: 'validation_failed',
      fields: ['contactDetails.email'],
    });
  });

  it('still reads the retryable flag of an error that went through JSON (a restored mutation)', () => {
    const restored = JSON.parse(JSON.stringify({ ...new ApiError({ code: 'network', message: 'Network Error', endpoint: 'x' }) })) as unknown;
    expect(isRetryableError(restored)).toBe(true);
    expect(isRetryableError(new Error('other'))).toBe(false);
  });

  it('names a lead past its decision (409 lead_decided): never retried, also once it went through JSON', () => {
    const error = new ApiError({ code: 'bad_request', message: 'Request failed with status code 409', endpoint: 'leadUpdateV3', status: 409, serverCode: 'lead_decided' });
    expect(error.retryable).toBe(false);
    expect(isLeadDecided(error)).toBe(true);
    expect(isLeadDecided(JSON.parse(JSON.stringify({ ...error })))).toBe(true);
    expect(isLeadDecided(new ApiError({ code: 'bad_request', message: 'x', endpoint: 'x', status: 409, serverCode: 'idempotency_in_progress' }))).toBe(false);
  });
});
