import { describe, it, expect } from 'vitest';
import { createOutbox, OUTBOX_KEY } from './outbox';
import { memoryStore } from '../../../tests/support/submissions';

describe('createOutbox (stored under the submissionOutbox key)', () => {
  it('keeps a submission from the moment it is made until answered, then drops the payload', async () => {
    const store = memoryStore();
    let now = 1000;
    const outbox = createOutbox({ store, now: () => now });
    await outbox.record('leadCreateV3', { idempotencyKey: 'k1', body: { amount: 300 } });
    expect(OUTBOX_KEY).toBe('submissionOutbox');
    expect(await store.get(OUTBOX_KEY)).toEqual([
      { name: 'leadCreateV3', idempotencyKey: 'k1', createdAt: 1000, status: 'pending', variables: { idempotencyKey: 'k1', body: { amount: 300 } } },
    ]);
    now = 2000;
    await outbox.answered('k1', 'sent');
    expect(await outbox.pending()).toEqual([]);
    expect(await outbox.entries()).toEqual([
      { name: 'leadCreateV3', idempotencyKey: 'k1', createdAt: 1000, status: 'sent', answeredAt: 2000 },
    ]);
  });

  it('applies changes in the order they were asked for, even when not awaited', async () => {
    const outbox = createOutbox({ store: memoryStore(), now: () => 1 });
    void outbox.record('leadUpdateV3', { idempotencyKey: 'a', body: { id: 'L' } });
    void outbox.record('leadUpdateV3', { idempotencyKey: 'b', body: { id: 'L' } });
    void outbox.answered('a', 'sent');
    const pending = await outbox.pending();
    expect(pending.map((e) => e.idempotencyKey)).toEqual(['b']);
  });

  it('survives a reload: a new outbox on the same store sees what the old one kept', async () => {
    const store = memoryStore();
    await createOutbox({ store, now: () => 1 }).record('affiliateEvent', { idempotencyKey: 'x', body: { event: 'lead', sessionId: 's' } });
    const reloaded = createOutbox({ store, now: () => 2 });
    expect((await reloaded.pending()).map((e) => e.idempotencyKey)).toEqual(['x']);
  });
});
