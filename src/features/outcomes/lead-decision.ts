import { isDecided, type LeadAnswer } from '../../domain/lead/lead-answers';

/** How often the checking screen asks for the lead status while the answer is 'pending'. */
export const CHECKING_POLL_INTERVAL_MS = 2000;

/** TanStack's refetchInterval: keep polling until decided (src/domain/lead/lead-answers.ts), then stop. */
export function checkingPollInterval(answer: Pick<LeadAnswer, 'status' | 'state'> | undefined): number | false {
  return isDecided(answer) ? false : CHECKING_POLL_INTERVAL_MS;
}
