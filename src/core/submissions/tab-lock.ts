/**
 * Tabs coordinate through the Web Locks API (DESIGN.md §10): the same application open in two tabs
 * of one browser shares one IndexedDB, and a lock of that origin lets one tab send while the other
 * waits and then reads what the first one stored.
 *
 * Where the API is missing (older Safari) or refuses (a cross-site frame with third-party storage
 * blocked answers every request with SecurityError "The request was denied"), the operation runs
 * at once: such a page keeps its answers in its own memory, so there is no other tab to wait for, and
 * the content-derived keys still make the server answer a repeat once.
 */
export const SUBMISSION_LOCK = 'application-frontend:submissions';

type Locks = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

/** Set once a request was refused: this page's locks will not start working later. */
let refused = false;

function locks(): Locks | undefined {
  if (refused) return undefined;
  try {
    const candidate = (globalThis.navigator as (Navigator & { locks?: Locks }) | undefined)?.locks;
    return candidate && typeof candidate.request === 'function' ? candidate : undefined;
  } catch {
    return undefined;
  }
}

export async function withTabLock<T>(name: string, operation: () => Promise<T>): Promise<T> {
  const available = locks();
  if (!available) return operation();
  let started = false;
  try {
    return await available.request(name, () => {
      started = true;
      return operation();
    });
  } catch (error) {
    // The operation's own failure is the caller's; a lock that was never granted is not.
    if (started) throw error;
    refused = true;
    return operation();
  }
}
