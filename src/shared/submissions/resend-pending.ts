import type { Mutation, QueryClient } from '@tanstack/react-query';
import type { WriteVariables } from '../../api/writes';
import type { Outbox } from './outbox';
import type { OutboxEntry } from './outbox-entries';
import { submissionKey, submissionName } from './submission-keys';

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

export type ResendReport = {
  /** Keys now queued again from the outbox, oldest first. */
  resent: string[];
  /** Keys left alone because a mutation for them is already running in this page. */
  alreadyRunning: string[];
};

function keyOf(mutation: AnyMutation): string | undefined {
  if (!submissionName(mutation.options.mutationKey)) return undefined;
  return (mutation.state.variables as Partial<WriteVariables> | undefined)?.idempotencyKey;
}

/**
 * Re-sends, on start, every submission the server has not answered (DESIGN.md §9, TanStack/query
 * #6238: a request in flight at the moment of a reload is not persisted by TanStack).
 *
 * Call it once the persister has restored the cache (PersistQueryClientProvider's onSuccess) and
 * BEFORE `resumePausedMutations()`. Why the same idempotency key is never sent by both paths at once:
 * 1. The outbox holds every submission not answered, the paused ones the persister restored
 *    included. For each of those, the restored mutation (still paused, never started in this page)
 *    is removed from the cache and replaced by a fresh one, so for every key there is exactly one
 *    mutation in the cache, and the queue follows the order the applicant made them in (oldest
 *    first), whichever path kept them.
 * 2. A mutation for the key that is already running (not paused: someone resumed it first) is left
 *    alone and nothing is queued for that key.
 * 3. The resent mutations go through the same mutation defaults: scope 'lead' (one at a time),
 *    retries, pause while offline, persistence. Their sends pass the send gate, which never lets
 *    two sends of one key be in flight together.
 * It does not wait for the answers: offline, the resent mutations simply stay paused (#5847).
 */
export async function resendPending(queryClient: QueryClient, outbox: Outbox): Promise<ResendReport> {
  const waiting = await outbox.pending();
  const cache = queryClient.getMutationCache();
  const report: ResendReport = { resent: [], alreadyRunning: [] };

  const existing = new Map<string, AnyMutation[]>();
  for (const mutation of cache.getAll()) {
    const key = keyOf(mutation);
    if (key) existing.set(key, [...(existing.get(key) ?? []), mutation]);
  }

  const toQueue: OutboxEntry[] = [];
  for (const entry of waiting) {
    const same = existing.get(entry.idempotencyKey) ?? [];
    if (same.some((m) => m.state.status === 'pending' && !m.state.isPaused)) {
      report.alreadyRunning.push(entry.idempotencyKey);
      continue;
    }
    for (const mutation of same) if (mutation.state.status === 'pending') cache.remove(mutation);
    toQueue.push(entry);
  }

  for (const entry of toQueue) {
    const mutation = cache.build(queryClient, { mutationKey: submissionKey(entry.name) });
    // Errors are the mutation's state (and the outbox's); nobody awaits this promise.
    mutation.execute(entry.variables).catch(() => undefined);
    report.resent.push(entry.idempotencyKey);
  }
  return report;
}
