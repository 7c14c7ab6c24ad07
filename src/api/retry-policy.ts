import { isRetryableError } from './errors';

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

/** Only errors flagged retryable (network, timeout, 5xx, 408, 429) are tried again; a 4xx stays wrong. */
export function retryRetryable(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean => failureCount < maxRetries && isRetryableError(error);
}

/** The retry options every read shares. */
export const queryRetryOptions = {
  retry: retryRetryable(QUERY_MAX_RETRIES),
  retryDelay: (failureCount: number) => backoffDelay(failureCount),
} as const;
