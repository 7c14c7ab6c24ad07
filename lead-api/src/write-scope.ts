import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The Idempotency-Key of the request being answered, carried to the lead repository without
 * threading it through every route (idempotency.ts opens it, lead-repository.ts reads it).
 * `writes` counts the lead writes the request has made, so each has a stable marker position.
 */
export type WriteScope = { key: string; fingerprint: string; writes: number };

const storage = new AsyncLocalStorage<WriteScope>();

export function runInWriteScope<T>(scope: Omit<WriteScope, 'writes'>, work: () => Promise<T>): Promise<T> {
  return storage.run({ ...scope, writes: 0 }, work);
}

export function currentWriteScope(): WriteScope | undefined {
  return storage.getStore();
}
