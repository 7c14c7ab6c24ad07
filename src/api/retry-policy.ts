import { isApiError, isRetryableError } from './errors';

/** Reads give up after this many retries: a screen waiting on a lookup should not wait for minutes. */
export const QUERY_MAX_RETRIES = 3;
/** Backoff starts at a second and doubles... */
export const RETRY_BASE_DELAY_MS = 1000;
/** ...up to half a minute (DESIGN.md §5: "retried with backoff"). */
export const RETRY_MAX_DELAY_MS = 30_000;

/** Exponential backoff: 1 s, 2 s, 4 s... capped at 30 s. `failureCount` is 0 before the first retry. */
export function backoffDelay(failureCount: number, baseMs = RETRY_BASE_DELAY_MS, capMs = RETRY_MAX_DELAY_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, failureCount), capMs);
}

/** A server's Retry-After longer than this is not waited for in the page: the outbox sends it on the next start. */
export const RETRY_AFTER_MAX_MS = 5 * 60_000;

/**
 * Reads a Retry-After header (RFC 9110 §10.2.3: seconds, or an HTTP date) as milliseconds from `now`;
 * undefined when absent or unreadable. Never negative, at most RETRY_AFTER_MAX_MS.
 */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  // An HTTP date always ends in GMT (RFC 9110 §5.6.7); anything else that Date.parse reads is not one.
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : / GMT$/.test(value) ? Date.parse(value) - now : NaN;
  if (Number.isNaN(ms)) return undefined;
  return Math.min(Math.max(0, ms), RETRY_AFTER_MAX_MS);
}

/**
 * The wait before retry `failureCount`: the backoff, or longer when the server asked for longer. A
 * Retry-After of 0 or a date already past (a phone whose clock runs ahead) is no reason to retry at
 * once: three retries a few milliseconds apart would be a burst at a server that said it is overloaded.
 */
export function retryDelayFor(failureCount: number, error: unknown): number {
  const asked = isApiError(error) ? error.retryAfterMs : undefined;
  return Math.max(asked ?? 0, backoffDelay(failureCount));
}

/** Only errors flagged retryable (network, timeout, 5xx, 408, 429) are tried again; a 4xx stays wrong. */
export function retryRetryable(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean => failureCount < maxRetries && isRetryableError(error);
}

/** The retry options every read shares. */
export const queryRetryOptions = {
  retry: retryRetryable(QUERY_MAX_RETRIES),
  retryDelay: retryDelayFor,
} as const;
