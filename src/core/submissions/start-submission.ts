import type { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import type { WriteName, WriteResult, WriteVariables } from '../../api/writes';
import type { Outbox } from './outbox';
import { submissionKey } from './submission-keys';

/**
 * The one way a write starts: a Continue, a step's call, its retry, an affiliate event,
 * the outbox's resend after a reload. It is a mutation under the write's submission key, so it goes
 * through the registered defaults (mutation-defaults.ts: the outbox's stored copy, a pause while
 * offline, retries with backoff, one at a time, the tab lock and the send gate). What became of it
 * is read from the mutation cache by the route it was made on (useStepWrites), not from an observer.
 *
 * The returned promise settles with the answer; it is already handled, so a caller may drop it
 * (the failure is the mutation's state and the outbox's).
 */
export function startSubmission<N extends WriteName>(queryClient: QueryClient, name: N, variables: WriteVariables<N>): Promise<WriteResult<N>> {
  const mutation = queryClient
    .getMutationCache()
    .build<WriteResult<N>, ApiError, WriteVariables<N>, unknown>(queryClient, { mutationKey: submissionKey(name) });
  const answer = mutation.execute(variables);
  answer.catch(() => undefined);
  return answer;
}

/** A new submission: kept in the outbox first (its one stored copy, there even while it waits offline), then started. */
export async function queueSubmission<N extends WriteName>(queryClient: QueryClient, outbox: Outbox, name: N, variables: WriteVariables<N>): Promise<void> {
  await outbox.record(name, variables);
  void startSubmission(queryClient, name, variables);
}
