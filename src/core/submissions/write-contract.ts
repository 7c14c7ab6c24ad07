import { retryingImport } from '../runtime/retrying-import';
import { whenIdle } from '../runtime/when-idle';

/**
 * The write contract, with its schema library, loads with the first write, not with the first page;
 * a form step asks for it ahead, in idle time (loadWriteContractWhenIdle), so the first Continue does
 * not evaluate it. Building its schemas is a long task on a slow phone; the
 * lead's schemas come first, each part evaluated in a task of its own. A module loads once. A chunk
 * that failed to download (a lossy link resets one now and then) is asked for again after 1, 2 and
 * 4 s, both ahead and at Continue: each of the contract's chunks failing in turn would otherwise cost
 * the write a round of its own, ever longer, of the submission's backoff.
 */
export const loadWriteContract = retryingImport(() => import('../../api/contract/lead-payload').then(() => import('../../api/writes')));

/** Without requestIdleCallback (Safari): a moment after the step's own work. */
const IDLE_FALLBACK_MS = 1000;

/** Loads the write contract once the page is idle; the returned function cancels that if the step goes first. */
export function loadWriteContractWhenIdle(): () => void {
  return whenIdle(() => void loadWriteContract().catch(() => undefined), { fallbackMs: IDLE_FALLBACK_MS });
}
