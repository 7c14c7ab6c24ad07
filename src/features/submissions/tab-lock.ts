/**
 * Tabs coordinate through the Web Locks API (DESIGN.md §10): the same application open in two tabs
 * of one browser shares one IndexedDB, and a lock of that origin lets one tab send while the other
 * waits and then reads what the first one stored. Where the API is missing (older Safari), the
 * operation runs at once: the content-derived keys still make the server answer a repeat once.
 */
export const SUBMISSION_LOCK = 'application-frontend:submissions';

type Locks = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

function locks(): Locks | undefined {
  const candidate = (globalThis.navigator as (Navigator & { locks?: Locks }) | undefined)?.locks;
  return candidate && typeof candidate.request === 'function' ? candidate : undefined;
}

export function withTabLock<T>(name: string, operation: () => Promise<T>): Promise<T> {
  const available = locks();
  return available ? available.request(name, operation) : operation();
}
