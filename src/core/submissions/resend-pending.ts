import type { Mutation, QueryClient } from '@tanstack/react-query';
import { WRITE_NAMES } from '../../api/contract/write-names';
import type { WriteName, WriteVariables } from '../../api/writes';
import type { Logger } from '../../domain/logger';
import type { Outbox } from './outbox';
import type { PendingEntry } from './outbox-entries';
import { startSubmission } from './start-submission';
import { submissionName } from './submission-keys';

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

export type ResendReport = {
  /** Keys queued again from the outbox, oldest first. */
  resent: string[];
  /** Keys left alone because this page already has a mutation for them. */
  alreadyRunning: string[];
  /** Keys of writes this build cannot send (an older build's write, since renamed): dropped once. */
  dropped: string[];
};

const isWriteName = (name: string): name is WriteName => (WRITE_NAMES as readonly string[]).includes(name);

/**
 * What to send for an entry, or null when this build cannot send it. An older build may have stored
 * the write in another shape: its key is the entry's, whatever its variables say, so the server's
 * answer (a 400 included) is recorded under the key the entry has and it is never sent again.
 */
export function resendableVariables(entry: PendingEntry): WriteVariables | null {
  if (!isWriteName(entry.name) || typeof entry.variables !== 'object' || entry.variables === null) return null;
  return { ...entry.variables, idempotencyKey: entry.idempotencyKey };
}

function keyOf(mutation: AnyMutation): string | undefined {
  if (!submissionName(mutation.options.mutationKey)) return undefined;
  return (mutation.state.variables as Partial<WriteVariables> | undefined)?.idempotencyKey;
}

/**
 * Sends again, on start, every submission the server has not answered (DESIGN.md §9). The outbox is
 * a pending write's one stored copy: the Query persister keeps no mutations (restore-query-cache.ts),
 * and TanStack would not keep one in flight at the reload anyway (TanStack/query #6238).
 *
 * Called once at boot. Each goes, oldest first, through the same mutation defaults as a screen's
 * submit: scope 'lead' (one at a time, in the order the applicant made them), retries, a pause while
 * offline, the send gate and tab lock. A key this page already has a pending mutation for is left to
 * it. It does not wait for the answers: offline, the mutations stay paused and go when the network is
 * back (TanStack resumes paused mutations when onlineManager says so).
 */
export async function resendPending(queryClient: QueryClient, outbox: Outbox, logger: Pick<Logger, 'warn'>): Promise<ResendReport> {
  const waiting = await outbox.pending();
  const cache = queryClient.getMutationCache();
  const running = new Set(cache.getAll().filter((m) => m.state.status === 'pending').map(keyOf));
  const report: ResendReport = { resent: [], alreadyRunning: [], dropped: [] };
  for (const entry of waiting) {
    if (running.has(entry.idempotencyKey)) {
      report.alreadyRunning.push(entry.idempotencyKey);
      continue;
    }
    const variables = resendableVariables(entry);
    if (!variables) {
      // Never the payload: the name says which write it was.
      logger.warn('Outbox: a stored write this version cannot send was dropped', { name: entry.name });
      await outbox.answered(entry.idempotencyKey, 'rejected');
      report.dropped.push(entry.idempotencyKey);
      continue;
    }
    void startSubmission(queryClient, entry.name as WriteName, variables);
    report.resent.push(entry.idempotencyKey);
  }
  return report;
}
