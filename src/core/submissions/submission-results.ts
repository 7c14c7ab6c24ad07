import type { QueryClient } from '@tanstack/react-query';
import type { WriteName, WriteVariables } from '../../api/writes';
import { submissionName } from './submission-keys';

export type SubmissionResult =
  | { name: WriteName; variables: WriteVariables; status: 'success'; data: unknown }
  | { name: WriteName; variables: WriteVariables; status: 'error'; error: unknown };

/**
 * Calls `listener` with every submission's final answer, including the ones resumed or re-sent after
 * a reload, which no component is waiting on: the app applies answers here (store the lead id, move
 * to the returned state) rather than in one screen's onSuccess.
 */
export function subscribeToSubmissionResults(
  queryClient: QueryClient,
  listener: (result: SubmissionResult) => void,
): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action, mutation } = event;
    if (action.type !== 'success' && action.type !== 'error') return;
    const name = submissionName(mutation.options.mutationKey);
    const variables = mutation.state.variables as WriteVariables | undefined;
    if (!name || !variables) return;
    if (action.type === 'success') listener({ name, variables, status: 'success', data: action.data });
    else listener({ name, variables, status: 'error', error: action.error });
  });
}
