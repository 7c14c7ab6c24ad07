import { NO_STATE, isAfterOffer, routeForState } from './state-table';
import { createLead, mergeLead } from '../lead/lead';
import type { Lead, LeadUpdate } from '../lead/lead-types';
import { INDEX_ROUTE } from './routes';
import type { NavigationMode } from './ui-state';

/**
 * The application state of SPEC §3/§4 as pure transitions: each takes the state and returns the
 * next one. Its store is made in src/core/application (create-stores.ts) and src/storage persists it under `state`.
 */

/** SPEC §3: a number, or a list; a list is read as the states in order, the last being current. */
export type ProgressState = number | number[];

/** SPEC §3: free-form, merged on update; these are the fields the spec names. */
export type ApplicationResult = {
  application?: { status?: string; [key: string]: unknown };
  offerId?: string;
  partner?: { name?: string; [key: string]: unknown };
  [key: string]: unknown;
};

export type RouteChange = { method: NavigationMode; redirect: string } | Record<string, never>;

export type ApplicationState = {
  progressState: ProgressState;
  /** The lead id (stored key `lid`). */
  id?: string;
  applicationResult: ApplicationResult;
  /** Offers received so far; more than one only when accumulateOffers is on (SPEC §4). */
  offers: ApplicationResult[];
  customerConsents: Record<string, boolean>;
  routeChange: RouteChange;
  data: Lead;
  /**
   * The Idempotency-Key reserved for this application's lead create (DESIGN.md §10 "one submission
   * per intent"): a double click, a second tab, a Continue after spent retries and a resend after a
   * reload all carry it, so the server makes one lead. Released when the server refuses the create
   * for good (a 4xx), so that corrected answers are a new request.
   */
  createKey?: string;
  /**
   * The Idempotency-Key reserved for the answer to this application's offers (one answer
   * per offer): every tab and every offer answers under it, so two tabs answering at once send one
   * request. Released like the create's when the server refuses the answer for good.
   */
  offerAnswerKey?: string;
  /** Offers declined while another was still open: set aside on this device, never sent. */
  setAsideOffers?: string[];
  /** The last open offer was declined: the application has ended (the server's "thank you" then means no more). */
  declinedLastOffer?: string;
};

/** The writes whose Idempotency-Key is reserved once per application, and where each keeps it. */
export const RESERVED_KEY_FIELDS = { create: 'createKey', offerAnswer: 'offerAnswerKey' } as const;
export type ReservedIntent = keyof typeof RESERVED_KEY_FIELDS;

export type ApplicationStateOptions = { accumulateOffers?: boolean };

export function createApplicationState(data: Lead = createLead()): ApplicationState {
  return { progressState: NO_STATE, applicationResult: {}, offers: [], customerConsents: {}, routeChange: {}, data };
}

export function currentStateNumber(progress: ProgressState): number {
  if (!Array.isArray(progress)) return progress;
  return progress.length === 0 ? NO_STATE : (progress[progress.length - 1] ?? NO_STATE);
}

/**
 * SPEC §4: pushing a state computes navigation to the new state's route (the index when it has
 * none), replacing the history entry when the state being left is afterOffer so that Back cannot
 * return to a step the server has moved past.
 */
export function pushState(state: ApplicationState, newState: ProgressState): ApplicationState {
  const leaving = currentStateNumber(state.progressState);
  const target = currentStateNumber(newState);
  const redirect = routeForState(target) ?? INDEX_ROUTE;
  const method: NavigationMode = isAfterOffer(leaving) ? 'REPLACE' : 'PUSH';
  return { ...state, progressState: newState, routeChange: { method, redirect } };
}

/** Once the router has followed a route change it is consumed, so a reload does not repeat it. */
export function clearRouteChange(state: ApplicationState): ApplicationState {
  return { ...state, routeChange: {} };
}

/** SPEC §3: the result is free-form and merged on update. */
export function updateApplicationResult(state: ApplicationState, result: ApplicationResult): ApplicationState {
  return { ...state, applicationResult: { ...state.applicationResult, ...result } };
}

/**
 * SPEC §4: lead offers may be accumulated behind a flag, off by default. Off: the offers received
 * replace the earlier ones. On: they are appended, an offer with a known offerId only once.
 */
export function receiveOffers(
  state: ApplicationState,
  offers: ApplicationResult[],
  options: ApplicationStateOptions = {},
): ApplicationState {
  if (!options.accumulateOffers) return { ...state, offers: [...offers] };
  const known = new Set(state.offers.map((offer) => offer.offerId).filter(Boolean));
  const fresh = offers.filter((offer) => !offer.offerId || !known.has(offer.offerId));
  return { ...state, offers: [...state.offers, ...fresh] };
}

/** An offer declined while another is still open is set aside here, not answered. */
export function setOfferAside(state: ApplicationState, offerId: string): ApplicationState {
  const setAside = state.setAsideOffers ?? [];
  return setAside.includes(offerId) ? state : { ...state, setAsideOffers: [...setAside, offerId] };
}

/** The last open offer declined: what follows is the application's end, not a success. */
export function declineLastOffer(state: ApplicationState, offerId: string): ApplicationState {
  return { ...state, declinedLastOffer: offerId };
}

/**
 * Whether the application ended by the applicant's own decline: the last offer declined and none
 * accepted since. The thank-you screen then says the application has ended, with no success mark.
 */
export function endedByDecline(state: ApplicationState): boolean {
  return state.declinedLastOffer !== undefined && state.applicationResult.offerId === undefined;
}

/** SPEC §4: clearing the application result removes the id and the result. */
export function clearApplicationResult(state: ApplicationState): ApplicationState {
  const { id: _leadId, ...data } = state.data;
  const { id: _id, setAsideOffers: _setAside, declinedLastOffer: _declined, ...rest } = state;
  return { ...rest, applicationResult: {}, offers: [], data };
}

/**
 * What survives a full clear (SPEC §4 "cleaned version"): what identifies the visit and its
 * attribution, none of the applicant's answers. Kept: tags, deviceData, sessionId,
 * sessionStartedAt, affiliateReferenceParams, googleClick, posthogParameters and the tracking
 * ids (metaPixel, tikTokPixel, sellingTierGlobalId). Dropped: the lead id, amount and period,
 * every data section, expiresAt, leadStatus, policies, leadSource and the captcha token.
 */
export const SURVIVING_LEAD_FIELDS = [
  'tags',
  'deviceData',
  'sessionId',
  'sessionStartedAt',
  'affiliateReferenceParams',
  'googleClick',
  'posthogParameters',
  'metaPixel',
  'tikTokPixel',
  'sellingTierGlobalId',
] as const satisfies readonly (keyof Lead)[];

export function cleanApplicationData(data: Lead): Lead {
  const kept: LeadUpdate = {};
  for (const key of SURVIVING_LEAD_FIELDS) {
    if (data[key] !== undefined) (kept as Record<string, unknown>)[key] = data[key];
  }
  return createLead(kept);
}

/** SPEC §4: a full clear resets progress to 0, the result to empty and the data to its cleaned version. */
export function clearAll(state: ApplicationState): ApplicationState {
  const { id: _id, createKey: _createKey, offerAnswerKey: _offerAnswerKey, setAsideOffers: _setAside, declinedLastOffer: _declined, ...rest } = state;
  return { ...rest, progressState: NO_STATE, applicationResult: {}, offers: [], data: cleanApplicationData(state.data) };
}

/** SPEC §4: a successful lead create stores the returned id and recalculates the data. */
export function leadCreated(state: ApplicationState, id: string, recalculated: LeadUpdate = {}): ApplicationState {
  return { ...state, id, data: mergeLead(state.data, { ...recalculated, id }) };
}

/** Keeps an intent's key once reserved: every later attempt of this application's create (or offer answer) reuses it. */
export function reserveKey(state: ApplicationState, intent: ReservedIntent, key: string): ApplicationState {
  const field = RESERVED_KEY_FIELDS[intent];
  return state[field] ? state : { ...state, [field]: key };
}

/** The server refused it for good: the next press is a new request with a new key. */
export function releaseKey(state: ApplicationState, intent: ReservedIntent, key: string): ApplicationState {
  const field = RESERVED_KEY_FIELDS[intent];
  if (state[field] !== key) return state;
  const rest = { ...state };
  delete rest[field];
  return rest;
}

/** SPEC §4: a successful lead update stores the returned id. */
export function leadUpdated(state: ApplicationState, id: string): ApplicationState {
  return { ...state, id, data: mergeLead(state.data, { id }) };
}

/** SPEC §3: application data is merged on update (nested groups shallowly, tags without duplicates). */
export function updateApplicationData(state: ApplicationState, update: LeadUpdate): ApplicationState {
  return { ...state, data: mergeLead(state.data, update) };
}

export function setCustomerConsents(state: ApplicationState, consents: Record<string, boolean>): ApplicationState {
  return { ...state, customerConsents: { ...state.customerConsents, ...consents } };
}
