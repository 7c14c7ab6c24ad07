/**
 * Periodic update checks (DESIGN.md §9, vite-plugin-pwa #482): a page left open for days must still
 * learn about a new version. The browser checks on navigations only, and a single-page app rarely
 * navigates, so we ask every hour and whenever the page becomes visible again.
 */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Switching tabs back and forth must not hammer the server with sw.js requests. */
export const UPDATE_CHECK_MIN_GAP_MS = 60 * 1000;

/** Pure rule: check when online and the last check is at least the minimum gap ago. */
export function isUpdateCheckDue(lastCheckAt: number | null, now: number, online: boolean, minGapMs = UPDATE_CHECK_MIN_GAP_MS): boolean {
  if (!online) return false;
  return lastCheckAt === null || now - lastCheckAt >= minGapMs;
}

export type UpdateCheckerOptions = {
  /** registration.update(): rejects offline or when sw.js cannot be fetched; that is not an error. */
  update: () => Promise<unknown>;
  now: () => number;
  isOnline: () => boolean;
  minGapMs?: number;
};

/** Returns `check()`, safe to call as often as wanted: it asks the browser only when a check is due. */
export function createUpdateChecker({ update, now, isOnline, minGapMs }: UpdateCheckerOptions): () => void {
  let lastCheckAt: number | null = null;
  return () => {
    const at = now();
    if (!isUpdateCheckDue(lastCheckAt, at, isOnline(), minGapMs)) return;
    lastCheckAt = at;
    update().catch(() => undefined);
  };
}
