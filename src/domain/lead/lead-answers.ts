import {
  clearAll,
  currentStateNumber,
  leadCreated,
  leadUpdated,
  pushState,
  receiveOffers,
  updateApplicationData,
  updateApplicationResult,
  type ApplicationResult,
  type ApplicationState,
} from '../journey/application-record';
import { STATE } from '../journey/state-table';
import { LEAD_ANSWER_FIELDS, type Lead, type LeadUpdate } from './lead';
import { storedOffer } from '../offers/offers';

/**
 * The server's answers about an application (SPEC §4, §7: a write's answer, the lead status, a
 * continue link's lead) and what each does to the application. Pure: the flow navigator is the one
 * caller that applies them and moves the applicant (one way to move the applicant).
 */

/** What the lead calls answer (contract: lead create/update, lead status, after-offer steps). */
export type LeadAnswer = {
  id: string;
  state?: number;
  applicationResult?: ApplicationResult;
  /** A partner redirect (the contract's PartnerRedirect), kept in the free-form result. */
  redirect?: unknown;
  /** Each read on its own (src/domain/offers/offers.ts): one with a bad figure never hides the sound ones. */
  offers?: readonly unknown[];
  status?: string;
};

/** The answer as a lead answer when it has the contract's `{ id, state? }` shape, else null. */
export function leadAnswerOf(data: unknown): LeadAnswer | null {
  if (!data || typeof data !== 'object') return null;
  const answer = data as Partial<LeadAnswer>;
  if (typeof answer.id !== 'string') return null;
  if (answer.state !== undefined && typeof answer.state !== 'number') return null;
  return answer as LeadAnswer;
}

/**
 * SPEC §4: an answer stores the lead id (create: and recalculates the data), merges the result,
 * keeps the offers and pushes the server's state, which computes the navigation. The lead status
 * is kept so that the stale-data rule knows this lead reached the server.
 */
export function applyLeadAnswer(
  state: ApplicationState,
  answer: LeadAnswer,
  options: { created: boolean; accumulateOffers: boolean },
): ApplicationState {
  let next = options.created ? leadCreated(state, answer.id) : leadUpdated(state, answer.id);
  next = updateApplicationData(next, { leadStatus: answer.status ?? next.data.leadStatus ?? 'received' });
  const result: ApplicationResult = { ...(answer.applicationResult ?? {}) };
  if (answer.redirect) result.redirect = answer.redirect;
  if (Object.keys(result).length > 0) next = updateApplicationResult(next, result);
  if (answer.offers) next = receiveOffers(next, answer.offers.map((offer) => storedOffer(offer, new Date())), { accumulateOffers: options.accumulateOffers });
  if (answer.state !== undefined && answer.state !== currentStateNumber(state.progressState)) next = pushState(next, answer.state);
  return next;
}

/** The server has decided when the status is no longer pending and the lead has left checking. */
export function isDecided(answer: Pick<LeadAnswer, 'status' | 'state'> | undefined): boolean {
  if (!answer) return false;
  return answer.status !== undefined && answer.status !== 'pending' && answer.state !== undefined && answer.state !== STATE.checking;
}

/**
 * Applies a decision read from the lead status (id, result, redirect, offers, state) and makes sure it
 * moves the applicant on: applyLeadAnswer pushes only a state that differs from the current one, so
 * an applicant who came back to /checking after the decision would otherwise stay on a finished spinner.
 */
export function settleDecision(state: ApplicationState, answer: LeadAnswer, options: { accumulateOffers: boolean }): ApplicationState {
  const next = applyLeadAnswer(state, answer, { created: false, accumulateOffers: options.accumulateOffers });
  if ('redirect' in next.routeChange || answer.state === undefined) return next;
  if (currentStateNumber(next.progressState) !== answer.state) return next;
  return pushState(next, answer.state);
}

/** The applicant's answers a continue link brings back; visit and attribution fields stay this visit's. */
export const RESUMED_LEAD_FIELDS = ['amount', 'period', 'periodScale', ...LEAD_ANSWER_FIELDS] as const satisfies readonly (keyof Lead)[];

/** A lead as a continue link reads it (GET /lead/continue/{id}). */
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
  const entered = pushState(updateApplicationData(base, update), STATE.continue);
  const extras: Partial<LeadAnswer> = {};
  if (answer.applicationResult) extras.applicationResult = answer.applicationResult;
  if (answer.offers) extras.offers = answer.offers;
  return applyLeadAnswer(entered, { id: answer.id, state: answer.state, ...extras }, { created: false, accumulateOffers: options.accumulateOffers });
}
