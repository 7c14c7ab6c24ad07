import { useCallback } from 'react';
import { useMutation, type MutateOptions } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import type { WriteName, WriteResult, WriteVariables } from '../../api/writes';
import { newSubmission } from './new-submission';
import { submissionKey } from './submission-keys';

type Input<N extends WriteName> = Omit<WriteVariables<N>, 'idempotencyKey'>;

/**
 * A screen's handle on one write. `submit` makes the idempotency key at the moment of submitting;
 * the registered defaults do the rest (pause offline, persist, retry, one at a time). Answers of
 * resumed submissions arrive through subscribeToSubmissionResults, not here.
 */
export function useSubmission<N extends WriteName>(name: N) {
  const mutation = useMutation<WriteResult<N>, ApiError, WriteVariables<N>>({ mutationKey: submissionKey(name) });
  const { mutate } = mutation;
  const submit = useCallback(
    (input: Input<N>, options?: MutateOptions<WriteResult<N>, ApiError, WriteVariables<N>>) =>
      mutate(newSubmission<N>(input), options),
    [mutate],
  );
  return { ...mutation, submit };
}
