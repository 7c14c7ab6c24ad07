import type { FieldErrors, ServerErrorCode } from './contract/common';

export type { FieldErrors, ServerErrorCode };

/**
 * The one error every API call fails with (STYLE.md item 3, Formbricks `lib/errors.ts`): a stable
 * code, a retryable flag and the generic request messages of SPEC §8. Callers branch on `code` and
 * `retryable`, never on message text or on the shape of a fetch failure.
 */

export const API_ERROR_CODES = [
  'network',
  'timeout',
  'aborted',
  'bad_request',
  'bad_response',
  'invalid_response',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export type ApiErrorInit = {
  code: ApiErrorCode;
  message: string;
  /** Which call failed, by endpoint name: never the concrete URL, which may hold an e-mail. */
  endpoint: string;
  status?: number;
  /** The contract's error-body code (`validation_failed`, `idempotency_in_progress`...), when the server sent one. */
  serverCode?: ServerErrorCode;
  fieldErrors?: FieldErrors;
  /** How long the server asked to wait before another try (its Retry-After), in milliseconds. */
  retryAfterMs?: number;
  cause?: unknown;
};

/** SPEC §8's generic request messages. */
export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const ABORTED_MESSAGE = 'Request aborted';
export const timeoutMessage = (timeoutMs: number): string => `timeout of ${timeoutMs}ms exceeded`;
export const statusMessage = (status: number): string => `Request failed with status code ${status}`;

/** 408 and 429 say "try again later"; every other 4xx says "this request is wrong" and stays wrong. */
const RETRYABLE_CLIENT_STATUSES: ReadonlySet<number> = new Set([408, 429]);

/**
 * Network failures, timeouts, 5xx, 408 and 429 are worth another attempt. So is a 409 whose body says
 * the first request with the same Idempotency-Key is still being answered: the retry gets its answer.
 */
export function isRetryableFailure(code: ApiErrorCode, status?: number, serverCode?: ServerErrorCode): boolean {
  switch (code) {
    case 'network':
    case 'timeout':
    case 'bad_response':
      return true;
    case 'bad_request':
      if (serverCode === 'idempotency_in_progress') return true;
      return status !== undefined && RETRYABLE_CLIENT_STATUSES.has(status);
    case 'aborted':
    case 'invalid_response':
      return false;
  }
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly retryable: boolean;
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly serverCode: ServerErrorCode | undefined;
  readonly fieldErrors: FieldErrors;
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.serverCode = init.serverCode;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterMs = init.retryAfterMs;
    this.retryable = isRetryableFailure(init.code, init.status, init.serverCode);
  }

  /** What a log line may carry: no payload, no URL, no field values. */
  toLogDetails(): { endpoint: string; code: ApiErrorCode; status?: number; serverCode?: string; fields?: string[] } {
    const fields = Object.keys(this.fieldErrors);
    return {
      endpoint: this.endpoint,
      code: this.code,
      ...(this.status === undefined ? {} : { status: this.status }),
      ...(this.serverCode === undefined ? {} : { serverCode: this.serverCode }),
      ...(fields.length === 0 ? {} : { fields }),
    };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Maps an HTTP status to its code: 4xx bad request, 5xx (and anything else unexpected) bad response. */
export function statusToCode(status: number): ApiErrorCode {
  return status >= 400 && status < 500 ? 'bad_request' : 'bad_response';
}

/**
 * The lead is past its decision (409 `lead_decided`): another tab or device finished the
 * application. Never retried; the app takes the outcome from the lead's status and forgets the
 * answers it still held. Restored mutations carry their errors as plain objects, read the same way.
 */
export function isLeadDecided(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { serverCode?: unknown }).serverCode === 'lead_decided';
}

/** Restored mutations carry errors through JSON; this tells whether a plain object still looks retryable. */
export function isRetryableError(error: unknown): boolean {
  if (isApiError(error)) return error.retryable;
  if (typeof error === 'object' && error !== null && 'retryable' in error) return error.retryable === true;
  return false;
}
