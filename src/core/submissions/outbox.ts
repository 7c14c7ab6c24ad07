import type { KeyValueStore, StorageKey } from '../../storage/types';
import { APPLICATION_EXPIRATION_MS_DEFAULT } from '../../domain/constants';
import type { WriteName, WriteVariables } from '../../api/writes';
import {
  addEntry,
  answerEntry,
  pendingEntries,
  pruneEntries,
  readEntries,
  type OutboxEntry,
  type PendingEntry,
} from './outbox-entries';

export const OUTBOX_KEY = 'submissionOutbox' satisfies StorageKey;

export type Outbox = {
  /** Keeps a submission from the moment it is made (idempotent by key). */
  record(name: WriteName, variables: WriteVariables): Promise<void>;
  /** The server answered: drop the payload, keep when it was sent (and what it answered). */
  answered(idempotencyKey: string, status: 'sent' | 'rejected', answer?: unknown): Promise<void>;
  /** The entry of one key, as storage holds it now (another tab may have written it). */
  find(idempotencyKey: string): Promise<OutboxEntry | undefined>;
  /** Submissions still waiting, oldest first, after dropping stale ones. */
  pending(): Promise<PendingEntry[]>;
  /** Every entry, for the "your answers are saved / sent at" indicator. */
  entries(): Promise<OutboxEntry[]>;
};

export type OutboxOptions = {
  store: KeyValueStore;
  now?: () => number;
  /** A submission older than this is not re-sent: its session's data is stale (SPEC §4). */
  maxPendingAgeMs?: number;
};

/**
 * The submission outbox on the KeyValueStore under 'submissionOutbox'. Every change is a
 * read-modify-write of the stored list, one at a time within the tab (a promise chain), so a
 * record and the answer that follows it can never be written in the wrong order.
 */
export function createOutbox({ store, now = Date.now, maxPendingAgeMs = APPLICATION_EXPIRATION_MS_DEFAULT }: OutboxOptions): Outbox {
  let queue: Promise<unknown> = Promise.resolve();

  function serial<T>(operation: () => Promise<T>): Promise<T> {
    const next = queue.then(operation, operation);
    queue = next.catch(() => undefined);
    return next;
  }

  const load = async () => readEntries(await store.get(OUTBOX_KEY));

  function update(change: (entries: OutboxEntry[]) => OutboxEntry[]): Promise<void> {
    return serial(async () => {
      const next = pruneEntries(change(await load()), now(), maxPendingAgeMs);
      await store.set(OUTBOX_KEY, next);
    });
  }

  return {
    record: (name, variables) =>
      update((entries) =>
        addEntry(entries, { name, idempotencyKey: variables.idempotencyKey, createdAt: now(), status: 'pending', variables }),
      ),
    answered: (idempotencyKey, status, answer) => update((entries) => answerEntry(entries, idempotencyKey, status, now(), answer)),
    find: (idempotencyKey) => serial(async () => (await load()).find((entry) => entry.idempotencyKey === idempotencyKey)),
    pending: () =>
      serial(async () => {
        const stored = await load();
        const kept = pruneEntries(stored, now(), maxPendingAgeMs);
        // What is past its application leaves storage now: a pending entry holds answers.
        if (kept.length !== stored.length) await store.set(OUTBOX_KEY, kept);
        return pendingEntries(kept);
      }),
    entries: () => serial(load),
  };
}
