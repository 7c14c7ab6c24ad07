import { clearAll, pushState, updateApplicationData, type ApplicationState } from '../../domain/application-state';
import { LEAD_ANSWER_FIELDS, type Lead, type LeadUpdate } from '../../domain/lead';
import { applyLeadAnswer, type LeadAnswer } from '../flow/apply-lead-answer';
import { STATE } from '../../domain/application-states';

/** SPEC §4: "continue", an afterOffer state without a screen of its own. */
export const CONTINUE_STATE = STATE.continue;

/** The applicant's answers a continue link brings back; visit and attribution fields stay this visit's. */
export const RESUMED_LEAD_FIELDS = ['amount', 'period', 'periodScale', ...LEAD_ANSWER_FIELDS] as const satisfies readonly (keyof Lead)[];

export type ContinuedLead = {
  id: string;
  state: number;
  lead: Record<string, unknown>;
  /** What the state shows (partner, offers), so another device shows the same offer. */
  applicationResult?: LeadAnswer['applicationResult'];
  offers?: LeadAnswer['offers'];
};

/**
 * /continue/:id (SPEC §2): the stored lead replaces whatever another application left here (its
 * answers never mix with this lead's), then the server's state is pushed. Passing through state 14
 * (continue, afterOffer) makes that navigation a replace, so Back does not land on the link again.
 */
export function resumeLead(state: ApplicationState, answer: ContinuedLead, options: { accumulateOffers: boolean }): ApplicationState {
  const base = state.id === answer.id ? state : clearAll(state);
  const update: LeadUpdate = {};
  for (const field of RESUMED_LEAD_FIELDS) {
    // The contract's lead is loose JSON of the same shape as the domain's Lead (same data points).
    if (answer.lead[field] !== undefined) (update as Record<string, unknown>)[field] = answer.lead[field];
  }
  const entered = pushState(updateApplicationData(base, update), CONTINUE_STATE);
  const extras: Partial<LeadAnswer> = {};
  if (answer.applicationResult) extras.applicationResult = answer.applicationResult;
  if (answer.offers) extras.offers = answer.offers;
  return applyLeadAnswer(entered, { id: answer.id, state: answer.state, ...extras }, { created: false, accumulateOffers: options.accumulateOffers });
}
