import { useEffect, useState } from 'react';
import { useMutationState, type MutationState } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import type { WriteName, WriteVariables } from '../../api/writes';
import { submissionName, useSubmissionControls } from '../submissions';
import { SLOW_WAIT_MS } from '../runtime/slow-wait';

/** DESIGN.md §5: after this long without an answer the applicant is told the connection is slow. */
export const SLOW_SUBMISSION_MS = SLOW_WAIT_MS;

export type WriteStatus = 'idle' | 'sending' | 'slow' | 'offline' | 'retrying' | 'failed' | 'rejected' | 'sent';

type Tracked = { name: WriteName; state: MutationState<unknown, ApiError, WriteVariables> };

const isFieldErrorAnswer = (error: ApiError | null | undefined) =>
  error?.status === 422 && Object.keys(error.fieldErrors ?? {}).length > 0;

/**
 * What happens to the writes a step made (those resumed after a reload included): read from the
 * mutation cache by the route they were made on, so every screen tells the same story in the same
 * words (DESIGN.md §5): sending, slow, saved while offline, retrying, failed with a retry that
 * sends the same submission (same Idempotency-Key) again.
 */
export function useStepWrites(route: string, names: readonly WriteName[]) {
  const controls = useSubmissionControls();
  const tracked = useMutationState<Tracked>({
    filters: {
      predicate: (mutation) => {
        const name = submissionName(mutation.options.mutationKey);
        return name !== undefined && names.includes(name) && (mutation.state.variables as WriteVariables | undefined)?.origin === route;
      },
    },
    select: (mutation) => ({
      name: submissionName(mutation.options.mutationKey) as WriteName,
      state: mutation.state as MutationState<unknown, ApiError, WriteVariables>,
    }),
  });
  const latest = tracked.reduce<Tracked | undefined>((last, entry) => (!last || entry.state.submittedAt >= last.state.submittedAt ? entry : last), undefined);
  const state = latest?.state;
  const pending = state?.status === 'pending';
  // The submission (by its start time) that has waited long enough to be called slow.
  const [slowSince, setSlowSince] = useState<number | null>(null);
  const submittedAt = state?.submittedAt;
  const waiting = pending && !state.isPaused;

  useEffect(() => {
    if (!waiting || submittedAt === undefined) return;
    const timer = setTimeout(() => setSlowSince(submittedAt), Math.max(0, submittedAt + SLOW_SUBMISSION_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [waiting, submittedAt]);

  let status: WriteStatus = 'idle';
  if (state?.status === 'pending') {
    if (state.isPaused) status = 'offline';
    else if (slowSince === state.submittedAt) status = 'slow';
    else status = state.failureCount > 0 ? 'retrying' : 'sending';
  } else if (state?.status === 'error') {
    status = isFieldErrorAnswer(state.error) ? 'rejected' : 'failed';
  } else if (state?.status === 'success') {
    status = 'sent';
  }

  /** The same submission again: its key and body, so the server answers it once. */
  const retry = () => {
    if (!latest || !state?.variables) return;
    if (state.status === 'pending') {
      controls.retryNow(state.variables.idempotencyKey);
      return;
    }
    controls.again(latest.name, state.variables);
  };

  return { status, busy: pending, data: state?.status === 'success' ? state.data : undefined, variables: state?.variables, submittedAt, error: state?.error ?? null, name: latest?.name, retry };
}
