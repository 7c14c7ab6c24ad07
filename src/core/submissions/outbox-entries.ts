import type { WriteName, WriteVariables } from '../../api/writes';

/**
 * The outbox's rules as pure functions (DESIGN.md §9, TanStack/query #6238): a submission is kept
 * from the moment it is made until the server answers, so one in flight at a reload is not lost.
 */

export type OutboxStatus = 'pending' | 'sent' | 'rejected';

export type OutboxEntry = {
  name: WriteName;
  idempotencyKey: string;
  /** Epoch milliseconds (a number, so the storage's ISO-date reviver leaves it alone). */
  createdAt: number;
  status: OutboxStatus;
  /** Kept only while pending: once answered, the payload (personal data) is dropped. */
  variables?: WriteVariables;
  answeredAt?: number;
  /**
   * The server's answer to a sent submission, so that another tab (or this one after a reload) that
   * makes the same submission follows it instead of sending it again. Lead answers only hold ids,
   * states and results, no answers of the applicant.
   */
  answer?: unknown;
};

/** Answered entries are kept a day, so the applicant can see when their answers were sent. */
export const OUTBOX_ANSWERED_TTL_MS = 24 * 60 * 60 * 1000;

/** Adds a submission; one already there under the same key keeps its place and creation time. */
export function addEntry(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  if (entries.some((e) => e.idempotencyKey === entry.idempotencyKey)) return [...entries];
  return [...entries, entry];
}

/** Records the server's answer: 'sent' for success, 'rejected' for a final 4xx. */
export function answerEntry(
  entries: readonly OutboxEntry[],
  idempotencyKey: string,
  status: Exclude<OutboxStatus, 'pending'>,
  now: number,
  answer?: unknown,
): OutboxEntry[] {
  return entries.map((entry) => {
    if (entry.idempotencyKey !== idempotencyKey || entry.status !== 'pending') return entry;
    const { variables: _dropped, ...rest } = entry;
    return { ...rest, status, answeredAt: now, ...(status === 'sent' && answer !== undefined ? { answer } : {}) };
  });
}

/** Drops answered entries past their day, and pending ones older than `maxPendingAgeMs` (stale data, SPEC §4). */
export function pruneEntries(entries: readonly OutboxEntry[], now: number, maxPendingAgeMs: number): OutboxEntry[] {
  return entries.filter((entry) =>
    entry.status === 'pending'
      ? now - entry.createdAt <= maxPendingAgeMs
      : now - (entry.answeredAt ?? entry.createdAt) <= OUTBOX_ANSWERED_TTL_MS,
  );
}

/** A submission still waiting for an answer, with what it sends. */
export type PendingEntry = OutboxEntry & { status: 'pending'; variables: WriteVariables };

/** Submissions still waiting for an answer, oldest first: the order they were made in. */
export function pendingEntries(entries: readonly OutboxEntry[]): PendingEntry[] {
  return entries
    .filter((entry): entry is PendingEntry => entry.status === 'pending' && !!entry.variables)
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** Reads a stored value defensively: storage may hold an older shape or garbage. */
export function readEntries(stored: unknown): OutboxEntry[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (item): item is OutboxEntry =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as OutboxEntry).idempotencyKey === 'string' &&
      typeof (item as OutboxEntry).name === 'string' &&
      typeof (item as OutboxEntry).createdAt === 'number',
  );
}
