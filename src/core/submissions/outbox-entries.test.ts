import { describe, it, expect } from 'vitest';
import { APPLICATION_EXPIRATION_MS_DEFAULT } from '../../domain/constants';
import {
  addEntry,
  answerEntry,
  OUTBOX_ANSWERED_TTL_MS,
  pendingEntries,
  pruneEntries,
  readEntries,
  type OutboxEntry,
} from './outbox-entries';

const entry = (key: string, createdAt: number): OutboxEntry => ({
  name: 'leadCreateV3',
  idempotencyKey: key,
  createdAt,
  status: 'pending',
  variables: { idempotencyKey: key, body: { amount: 300 } },
});

describe('outbox entries (DESIGN.md §9: keep each submission until the server answers)', () => {
  it('adds a submission once per idempotency key, keeping the first creation time', () => {
    const entries = addEntry(addEntry([], entry('a', 1)), entry('a', 99));
    expect(entries).toEqual([entry('a', 1)]);
  });

  it('drops the payload once answered and records when', () => {
    const [answered] = answerEntry([entry('a', 1)], 'a', 'sent', 50);
    expect(answered).toEqual({ name: 'leadCreateV3', idempotencyKey: 'a', createdAt: 1, status: 'sent', answeredAt: 50 });
  });

  it('does not re-answer an entry already answered', () => {
    const once = answerEntry([entry('a', 1)], 'a', 'sent', 50);
    expect(answerEntry(once, 'a', 'rejected', 60)).toEqual(once);
  });

  it('lists pending entries oldest first, without answered ones', () => {
    const entries = answerEntry([entry('c', 3), entry('a', 1), entry('b', 2)], 'b', 'sent', 5);
    expect(pendingEntries(entries).map((e) => e.idempotencyKey)).toEqual(['a', 'c']);
  });

  it('prunes answered entries after a day and pending ones past the application expiration (SPEC §4 stale data)', () => {
    const now = 10 * APPLICATION_EXPIRATION_MS_DEFAULT;
    const stale = entry('stale', now - APPLICATION_EXPIRATION_MS_DEFAULT - 1);
    const fresh = entry('fresh', now - 1000);
    const [oldAnswer] = answerEntry([entry('old', 0)], 'old', 'sent', now - OUTBOX_ANSWERED_TTL_MS - 1);
    const [newAnswer] = answerEntry([entry('new', 0)], 'new', 'sent', now - 1);
    const kept = pruneEntries([stale, fresh, oldAnswer!, newAnswer!], now, APPLICATION_EXPIRATION_MS_DEFAULT);
    expect(kept.map((e) => e.idempotencyKey)).toEqual(['fresh', 'new']);
  });

  it('reads only well-formed entries from storage', () => {
    expect(readEntries(null)).toEqual([]);
    expect(readEntries('x')).toEqual([]);
    expect(readEntries([entry('a', 1), { idempotencyKey: 3 }, null])).toEqual([entry('a', 1)]);
  });
});
