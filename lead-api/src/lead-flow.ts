import type { LeadPayload, LeadStatus } from '../../src/api/contract';
import { STATE, isAfterOffer, isDecision, stateForRoute } from '../../src/domain/journey/state-table';
import { CLASSIC_OPTIONAL_DATA_POINTS, classicPages } from '../../src/domain/journey/classic-flow';
import { formRoute } from '../../src/domain/journey/form-config';
import type { Lead } from '../../src/domain/lead/lead';
import { isAsked } from '../../src/domain/journey/relevance';
import type { BrandFlow } from './brand-flows';
import type { Decision } from './scenarios';

/**
 * How the sandbox moves a lead through the states of SPEC §4. Pure: the routes pass in the lead,
 * the flow and the poll count, and store what comes out.
 */
// The numbers are the state table's (src/domain/journey/state-table.ts); these names read better in the routes.
export const NO_STATE = STATE.none;
export const ACCEPTED_STATE = STATE.accepted;
export const THANK_YOU_STATE = STATE.thankYou;
export const REDIRECTED_STATE = STATE.redirected;

export function dataPointValue(lead: LeadPayload, path: string): unknown {
  let value: unknown = lead;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** A false checkbox is an answer; an empty string or a missing value is not. */
export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The data points the brand wants that the lead still lacks. A conditional point whose condition
 * does not hold (the rent of an owner, the employer of a pensioner: src/domain/journey/relevance.ts) is not
 * missing; neither is an optional one.
 */
export function missingDataPoints(lead: LeadPayload, flow: BrandFlow): string[] {
  const asked = new Set(flow.dataPoints);
  return flow.dataPoints.filter(
    (point) => !flow.optional.has(point) && isAsked(point, lead as Lead, asked) && !isAnswered(dataPointValue(lead, point)),
  );
}

/** The classic (v2) pages in order (src/domain/journey/classic-flow.ts): the first with a required point missing is shown next. */
function classicStateToShow(lead: LeadPayload, asksReference: boolean): number {
  for (const page of classicPages(asksReference)) {
    const missing = page.dataPoints.some((point) => !CLASSIC_OPTIONAL_DATA_POINTS.has(point) && !isAnswered(dataPointValue(lead, point)));
    if (missing) return stateForRoute(formRoute(page.path))?.number ?? STATE.checking;
  }
  return STATE.checking;
}

const referenceGiven = (lead: LeadPayload) => isAnswered(dataPointValue(lead, 'referenceDetails.name')) && isAnswered(dataPointValue(lead, 'referenceDetails.phoneNumber'));

/**
 * The state after a create or update. Once the lead is past the offer (checking or later), a data
 * update never moves it back. v3: 0 (no state) until every data point the brand wants is there,
 * then checking; the client follows its own form sequence until then. v2: the first classic page
 * still missing data, then checking. A lead the server sent to the reference page (state 25) after
 * its decision goes on to accepted once the reference is given.
 */
export function stateAfterLeadWrite(input: { flow: 'v2' | 'v3'; current: number; lead: LeadPayload; brandFlow: BrandFlow; asksReference?: boolean }): number {
  if (isAfterOffer(input.current)) return input.current;
  if (input.flow === 'v3') {
    if (input.current === STATE.referenceInformation) return referenceGiven(input.lead) ? ACCEPTED_STATE : input.current;
    return missingDataPoints(input.lead, input.brandFlow).length === 0 ? STATE.checking : NO_STATE;
  }
  return classicStateToShow(input.lead, input.asksReference ?? false);
}

export function stateForDecision(decision: Decision): number {
  switch (decision.kind) {
    case 'accepted':
      return ACCEPTED_STATE;
    case 'rejected':
      return STATE.rejected;
    case 'redirected':
      return REDIRECTED_STATE;
    case 'state':
      return decision.state;
  }
}

export function statusOfState(state: number): LeadStatus {
  if (state === ACCEPTED_STATE || state === THANK_YOU_STATE) return 'accepted';
  if (state === STATE.rejected) return 'rejected';
  if (state === REDIRECTED_STATE) return 'redirected';
  if (state <= STATE.checking) return 'pending';
  // Any other state is a step the server asks for: the after-offer ones, and the form steps it may
  // send an applicant back to after checking (employment details 8, reference information 25).
  return 'action-required';
}

/**
 * GET /lead/status: a lead in checking answers 'pending' for `pendingPolls` polls (counting this
 * one), then the scenario's decision. Any other state answers what it is.
 */
export function stateAfterStatusPoll(input: { state: number; polls: number; pendingPolls: number; decision: Decision }): number {
  if (input.state !== STATE.checking || input.polls <= input.pendingPolls) return input.state;
  return stateForDecision(input.decision);
}

/**
 * Decided is final: a lead past its decision (accepted, thank you, redirected, rejected)
 * refuses every data write, so a tab or device still open with older answers cannot rewrite it; the
 * 409 `lead_decided` tells it to show the outcome. The one call an accepted lead still takes is the
 * customer account's password (`/lead/customer/password`, which moves it on to thank you).
 */
export function closedToWrites(state: number, call: string): boolean {
  return isDecision(state) && !(call === 'password' && state === ACCEPTED_STATE);
}
