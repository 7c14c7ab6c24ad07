import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WriteName, WriteVariables } from '../../api/writes';
import { useStores } from '../application/use-stores';
import type { ReservedIntent } from '../../domain/application-state';
import { continueAction } from '../../domain/journey';
import { useNavigator } from './navigator-context';
import { useStepWrites } from './use-step-writes';
import { contentKey, intentKey, startSubmission } from '../submissions';

type Input<N extends WriteName> = Omit<WriteVariables<N>, 'idempotencyKey' | 'origin'>;

/**
 * The one submit path of the after-offer steps: the call goes through the offline-safe submission
 * queue under a key derived from what it sends (the same answers twice, from a double click, a
 * second tab or a retry, are one submission), tagged with the step's route so that its answer and
 * its 422s come back to this step, also after a reload. The navigator moves the applicant on.
 * `reserved`: an intent the application makes once whatever is sent (the offer answer, issue 28),
 * under the one key the navigator reserves for it for every tab.
 */
export function useStepCall<N extends WriteName>(route: string, name: N, options: { repeatable?: boolean; reserved?: ReservedIntent } = {}) {
  const navigator = useNavigator();
  const { application } = useStores();
  const queryClient = useQueryClient();
  const writes = useStepWrites(route, [name]);
  const pressed = useRef(false);
  // Settled either way (a failure is the write's state, shown by useStepWrites): not `finally`, whose promise would reject unhandled.
  const release = () => {
    pressed.current = false;
  };

  /** Sends the call, unless the application is past this step (then the applicant goes where it stands). */
  const send = (input: Input<N>) => {
    if (pressed.current || writes.busy) return;
    const action = continueAction(navigator.journey(), route);
    if (action.kind === 'closed') return navigator.goTo(action.to, { replace: true });
    pressed.current = true;
    if (options.reserved) {
      // One submission per application for this intent (the offer answer): the key every tab shares,
      // and the request another tab made first under it, when one did.
      void navigator.reserve(options.reserved, name, { ...input, origin: route } as Omit<WriteVariables, 'idempotencyKey'>).then(
        (variables) => {
          if (variables) void startSubmission(queryClient, name, variables as WriteVariables<N>).then(release, release);
          queueMicrotask(() => (pressed.current = false));
        },
        () => (pressed.current = false),
      );
      return;
    }
    const state = application.getState();
    const scope = state.id ?? state.data.sessionId ?? 'no-lead';
    const idempotencyKey = options.repeatable ? intentKey() : contentKey(name, scope, input as Omit<WriteVariables, 'idempotencyKey'>);
    void startSubmission(queryClient, name, { ...input, idempotencyKey, origin: route } as WriteVariables<N>).then(release, release);
    // The mutation is pending from here on; the ref only covers the same tick.
    queueMicrotask(() => (pressed.current = false));
  };

  return { send, ...writes };
}
