import { currentStateNumber, pushState, type ApplicationState } from '../../domain/application-state';
import { applyLeadAnswer, type LeadAnswer } from '../flow/apply-lead-answer';
import { STATE } from '../../domain/application-states';

/** How often the checking screen asks for the lead status while the answer is 'pending'. */
export const CHECKING_POLL_INTERVAL_MS = 2000;

/** The server has decided when the status is no longer pending and the lead has left checking. */
export function isDecided(answer: Pick<LeadAnswer, 'status' | 'state'> | undefined): boolean {
  if (!answer) return false;
  return answer.status !== undefined && answer.status !== 'pending' && answer.state !== undefined && answer.state !== STATE.checking;
}

/** TanStack's refetchInterval: keep polling until decided, then stop. */
export function checkingPollInterval(answer: Pick<LeadAnswer, 'status' | 'state'> | undefined): number | false {
  return isDecided(answer) ? false : CHECKING_POLL_INTERVAL_MS;
}

/**
 * Applies the decision (id, result, redirect, offers, state) and makes sure it moves the applicant
 * on: applyLeadAnswer pushes only a state that differs from the current one, so an applicant who
 * came back to /checking after the decision would otherwise stay on a finished spinner.
 */
export function settleDecision(
  state: ApplicationState,
  answer: LeadAnswer,
  options: { accumulateOffers: boolean },
): ApplicationState {
  const next = applyLeadAnswer(state, answer, { created: false, accumulateOffers: options.accumulateOffers });
  if ('redirect' in next.routeChange || answer.state === undefined) return next;
  if (currentStateNumber(next.progressState) !== answer.state) return next;
  return pushState(next, answer.state);
}
