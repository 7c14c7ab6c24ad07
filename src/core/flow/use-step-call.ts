import type { WriteName, WriteVariables } from '../../api/writes';
import { continueAction } from '../../domain/journey/journey';
import { useNavigator } from './navigator-context';
import { useStepWrites } from './use-step-writes';
import { useSubmissionControls } from '../submissions';

type Input<N extends WriteName> = Omit<WriteVariables<N>, 'idempotencyKey' | 'origin'>;

/**
 * The one submit path of the after-offer steps: the call goes to the offline-safe submission queue,
 * which keys it (the same answers twice, from a double click, a second tab or a retry, are one
 * submission; an offer answer is one per application), tagged with the step's route so that its
 * answer and its 422s come back to this step, also after a reload. The navigator moves the applicant on.
 */
export function useStepCall<N extends WriteName>(route: string, name: N) {
  const navigator = useNavigator();
  const { submit } = useSubmissionControls();
  const writes = useStepWrites(route, [name]);

  /** Sends the call, unless the application is past this step (then the applicant goes where it stands). */
  const send = (input: Input<N>) => {
    const action = continueAction(navigator.journey(), route);
    if (action.kind === 'closed') return navigator.goTo(action.to, { replace: true });
    void submit({ name, input, origin: route });
  };

  return { send, ...writes };
}
