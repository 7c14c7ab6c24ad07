import {
  leadCreated,
  leadUpdated,
  pushState,
  receiveOffers,
  updateApplicationResult,
  updateApplicationData,
  type ApplicationResult,
  type ApplicationState,
} from '../../domain/application-state';
import type { LeadStateResponse } from '../../api/contract/common';
import { storedOffer } from '../../domain/offers';

/** What the lead calls answer (contract: lead create/update, lead status, after-offer steps). */
export type LeadAnswer = {
  id: string;
  state?: number;
  applicationResult?: ApplicationResult;
  redirect?: LeadStateResponse['redirect'];
  /** Each read on its own (src/domain/offers.ts): one with a bad figure never hides the sound ones. */
  offers?: readonly unknown[];
  status?: string;
};

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
  if (answer.state !== undefined && answer.state !== currentState(state)) next = pushState(next, answer.state);
  return next;
}

const currentState = (state: ApplicationState) =>
  Array.isArray(state.progressState) ? state.progressState[state.progressState.length - 1] : state.progressState;
