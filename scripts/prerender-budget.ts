/**
 * How the build draws the first steps (a fixed wait with no retry fails builds on a loaded
 * machine). Pure: the machine's figures in, the plan out.
 *
 * - A page's deadline scales with the machine: 30 s on an idle machine, times the load per core
 *   (a 2-core machine at load 10 gives each page 150 s), up to ten times. Waiting longer on a slow
 *   machine costs nothing when the page is fine; a page that hangs is cut off.
 * - Each page is tried three times, each in a fresh browser context.
 * - Pages are drawn in parallel, two per core: a page spends much of its time waiting (for the
 *   network to go quiet, for the app's short boot tasks), so two per core keep the cores busy; more
 *   only make each page slower. At most as many as there are pages.
 * - The whole prerender has a deadline too: every page at its deadline, one round per batch, plus
 *   the retries of one batch. Past it the build fails whole, in one line.
 */
export const BASE_PAGE_TIMEOUT_MS = 30_000;
export const MAX_LOAD_FACTOR = 10;
export const ATTEMPTS = 3;

export type PrerenderBudget = { pageTimeoutMs: number; attempts: number; pagesAtOnce: number; deadlineMs: number };

export function prerenderBudget(machine: { cpus: number; loadAverage: number; pages: number; pageTimeoutMs?: number }): PrerenderBudget {
  const cpus = Math.max(1, machine.cpus);
  const load = Math.min(MAX_LOAD_FACTOR, Math.max(1, machine.loadAverage / cpus));
  const pageTimeoutMs = machine.pageTimeoutMs ?? Math.round(BASE_PAGE_TIMEOUT_MS * load);
  const pagesAtOnce = Math.max(1, Math.min(machine.pages, cpus * 2));
  const rounds = Math.ceil(machine.pages / pagesAtOnce) + (ATTEMPTS - 1);
  return { pageTimeoutMs, attempts: ATTEMPTS, pagesAtOnce, deadlineMs: pageTimeoutMs * rounds };
}

/** The first line of an error, for a build that fails in one line (Playwright's messages run to a call log). */
export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n').find((line) => line.trim() !== '') ?? text).trim();
}
