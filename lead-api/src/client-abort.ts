/**
 * A request whose client went away before its body arrived (a closed tab, a timeout, a retry that
 * replaced it): Node rejects the body read with `aborted` (ECONNRESET). Nothing is wrong with the
 * server, and nobody reads the answer, so it is one line in the log, not a stack trace.
 */
export function isClientAbort(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ECONNRESET' && message === 'aborted';
}
