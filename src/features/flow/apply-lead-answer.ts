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
import type { LeadStateResponse, Offer } from '../../api/contract/common';

/** What the lead calls answer (contract: lead create/update, lead status, after-offer steps). */
export type LeadAnswer = {
  id: string;
  state?: number;
  applicationResult?: ApplicationResult;
  redirect?: LeadStateResponse['redirect'];
  offers?: Offer[];
  status?: string;
};

/**
 * SPEC §3: an offer kept in the application state names its partner as `partner.name`. An offer
 * without the partner's time is stamped when it arrives, so that its 24 hours (SPEC §9) still count.
 */
const asApplicationResult = ({ partner, ...offer }: Offer): ApplicationResult => ({
  ...offer,
  partner: { name: partner },
  ...(offer.createdAt === undefined ? { receivedAt: new Date().toISOString() } : {}),
});

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
  if (answer.offers) next = receiveOffers(next, answer.offers.map(asApplicationResult), { accumulateOffers: options.accumulateOffers });
  if (answer.state !== undefined && answer.state !== currentState(state)) next = pushState(next, answer.state);
  return next;
}

const currentState = (state: ApplicationState) =>
  Array.isArray(state.progressState) ? state.progressState[state.progressState.length - 1] : state.progressState;
