/** How a piece of work waits for the page to be idle. */
export type IdleOptions = {
  /** Where the browser has requestIdleCallback: at the latest this long after, busy or not. None: only when idle. */
  timeoutMs?: number;
  /** Without requestIdleCallback (Safari): this long after, in a task of its own. */
  fallbackMs: number;
};

/**
 * Runs `work` once the page is idle (DESIGN.md §7: what a tap does not need waits for a quiet
 * moment); the returned function cancels it if it has not run yet, so an effect can return it.
 */
export function whenIdle(work: () => void, { timeoutMs, fallbackMs }: IdleOptions): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(() => work(), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}
