import { DATA_POINTS, isDataPoint } from '../../src/domain/lead/data-points';
import { STATE, isAfterOffer, routeForState } from '../../src/domain/journey/state-table';

/**
 * Test data that chooses the outcome, as payment sandboxes do (DESIGN.md §6): the local part of
 * the applicant's e-mail, before any `+tag` (so `accepted+42@example.com` is "accepted" and
 * still a fresh address). The README's table lists every one.
 */
export type Decision =
  | { kind: 'accepted' }
  | { kind: 'rejected' }
  | { kind: 'redirected'; method: 'GET' | 'POST' }
  /** An after-offer state the server asks for before accepting (sms -> 7, state-N -> N). */
  | { kind: 'state'; state: number };

export type Scenario = {
  decision: Decision;
  /** Each lead write answers after this delay (`slow`). */
  slow: boolean;
  /** The first N attempts of a write answer 503 (`fail2` -> 2). */
  failFirst: number;
  /** Every lead write answers 422 on this data point (`field-error`, `field-error.<dataPoint>`). */
  fieldError: string | null;
  /** A partner that the answers name (applicationResult.partner), e.g. `smava` for the /smava offer page. */
  partner?: string;
};

export const DEFAULT_SCENARIO: Scenario = { decision: { kind: 'accepted' }, slow: false, failFirst: 0, fieldError: null };
export const SMS_VERIFICATION_STATE = STATE.mobileVerification;
export const DEFAULT_FIELD_ERROR = 'contactDetails.email';

/**
 * The states a server sends an applicant to after checking: every after-offer state with a screen,
 * and the two before-offer states with a page of their own (8 employment details, 25 reference
 * information). Checking (6) is where every lead waits for its decision, so it cannot be it.
 */
export function isServerSentState(number: number): boolean {
  if (number === STATE.checking || routeForState(number) === null) return false;
  return isAfterOffer(number) || number === STATE.employmentDetails || number === STATE.referenceInformation;
}

/** The local part without its `+tag`, lower-cased; '' when the address has no '@'. */
export function testLocalPart(email: unknown): string {
  if (typeof email !== 'string' || !email.includes('@')) return '';
  const local = email.slice(0, email.lastIndexOf('@')).trim().toLowerCase();
  const plus = local.indexOf('+');
  return plus === -1 ? local : local.slice(0, plus);
}

const DATA_POINT_BY_LOWER = new Map<string, string>(DATA_POINTS.map((point) => [point.toLowerCase(), point]));

/** Data points are camel-cased; a local part may arrive lower-cased, so match without case. */
function dataPointNamed(name: string): string | null {
  if (isDataPoint(name)) return name;
  return DATA_POINT_BY_LOWER.get(name.toLowerCase()) ?? null;
}

export function scenarioForEmail(email: unknown): Scenario {
  const local = testLocalPart(email);
  if (local === 'accepted') return DEFAULT_SCENARIO;
  if (local === 'rejected') return { ...DEFAULT_SCENARIO, decision: { kind: 'rejected' } };
  if (local === 'redirect') return { ...DEFAULT_SCENARIO, decision: { kind: 'redirected', method: 'GET' } };
  if (local === 'redirect-post') return { ...DEFAULT_SCENARIO, decision: { kind: 'redirected', method: 'POST' } };
  if (local === 'sms') return { ...DEFAULT_SCENARIO, decision: { kind: 'state', state: SMS_VERIFICATION_STATE } };
  // smava's offer page (SPEC §2 /smava): the offer choice state, offered by smava.
  if (local === 'smava') return { ...DEFAULT_SCENARIO, decision: { kind: 'state', state: STATE.ipfdOfferChoice }, partner: 'smava' };
  if (local === 'slow') return { ...DEFAULT_SCENARIO, slow: true };
  const state = /^state-(\d{1,2})$/.exec(local);
  if (state) {
    const number = Number(state[1]);
    if (isServerSentState(number)) return { ...DEFAULT_SCENARIO, decision: { kind: 'state', state: number } };
  }
  const fail = /^fail(\d)$/.exec(local);
  if (fail) return { ...DEFAULT_SCENARIO, failFirst: Number(fail[1]) };
  if (local === 'field-error') return { ...DEFAULT_SCENARIO, fieldError: DEFAULT_FIELD_ERROR };
  if (local.startsWith('field-error.')) {
    return { ...DEFAULT_SCENARIO, fieldError: dataPointNamed(local.slice('field-error.'.length)) ?? DEFAULT_FIELD_ERROR };
  }
  return DEFAULT_SCENARIO;
}
