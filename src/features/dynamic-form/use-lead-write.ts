import { useState } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { currentStateNumber } from '../../domain/application-state';
import { routeForState } from '../../domain/application-states';
import type { ApiError } from '../../api/errors';
import { isFieldErrorAnswer } from './field-error-answer';
import { toLeadPayload } from '../../domain/lead-payload';
import { useStores } from '../application/use-stores';
import { submissionKey, useSubmission } from '../submissions';

export type LeadWriteStatus = 'idle' | 'sending' | 'offline' | 'retrying' | 'failed';
export type LeadAnswerData = { id: string; state?: number };
export type LeadWriteCallbacks = { onSuccess?: (answer: LeadAnswerData) => void; onError?: (error: ApiError) => void };

/**
 * Sends the whole lead: created when it has no id yet, updated when it has (v3 dynamic flow or v2
 * legacy). The answer itself is applied by the flow navigator (applyLeadAnswer, which moves the
 * applicant on); a screen only hears success or failure. Offline, the submission is paused and
 * persisted; `status` says so, and a retry re-sends the same submission (same idempotency key).
 */
export function useLeadWrite(flow: 'v3' | 'v2') {
  const { application } = useStores();
  const navigate = useNavigate();
  const create = useSubmission(flow === 'v3' ? 'leadCreateV3' : 'leadCreateV2');
  const update = useSubmission(flow === 'v3' ? 'leadUpdateV3' : 'leadUpdateV2');
  const [last, setLast] = useState<'create' | 'update'>('create');
  const [callbacks, setCallbacks] = useState<LeadWriteCallbacks>({});
  const mutation = last === 'create' ? create : update;
  // A create made before a reload is still pending in the cache: this screen shows its state too.
  const resumedCreates = useMutationState({
    filters: { mutationKey: submissionKey(flow === 'v3' ? 'leadCreateV3' : 'leadCreateV2'), status: 'pending' },
    select: (entry) => entry.state.isPaused,
  });

  const handlers = (next: LeadWriteCallbacks) => ({
    onSuccess: (answer: LeadAnswerData) => {
      // The flow navigator follows a state that changed; one the lead already had (sent again after
      // Back) computes no route change, so it is followed here or the applicant would stay put.
      const state = application.getState();
      const route = answer.state ? routeForState(answer.state) : null;
      if (route && !('redirect' in state.routeChange) && currentStateNumber(state.progressState) === answer.state) {
        void navigate({ to: String(route) });
      }
      next.onSuccess?.(answer);
    },
    onError: (error: ApiError) => next.onError?.(error),
  });

  const send = (next: LeadWriteCallbacks) => {
    const state = application.getState();
    const payload = toLeadPayload(state.data);
    setCallbacks(next);
    if (state.id) {
      setLast('update');
      update.submit({ body: { ...payload, id: state.id } }, handlers(next));
    } else {
      setLast('create');
      create.submit({ body: payload }, handlers(next));
    }
  };

  const retry = () => {
    const variables = mutation.variables;
    if (!variables) return;
    // The same variables, so the same Idempotency-Key: a retry is never a second lead.
    if (last === 'create') create.mutate(variables as typeof create.variables & object, handlers(callbacks));
    else update.mutate(variables as typeof update.variables & object, handlers(callbacks));
  };

  const status: LeadWriteStatus = mutation.isPending
    ? mutation.isPaused
      ? 'offline'
      : mutation.failureCount > 0
        ? 'retrying'
        : 'sending'
    : mutation.isError && !isFieldErrorAnswer(mutation.error)
      ? 'failed'
      : resumedCreates.length > 0 && !mutation.isSuccess
        ? 'offline'
        : 'idle';

  return { send, retry, status, error: mutation.error, isPending: mutation.isPending || resumedCreates.length > 0 };
}
