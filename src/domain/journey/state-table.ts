import type { LeadDataSection } from '../lead/data-points';

/**
 * The application states of SPEC §4 in one table: number, name, route, afterOffer flag and the
 * lead data section the state gathers. The router builds the state routes from this table, the
 * journey engine (journey.ts) and lead-api read it; nothing else pairs a state with a route.
 */
export type ApplicationStateDefinition = {
  readonly number: number;
  /** The spec's name, camel-cased so that it can serve as a key. */
  readonly name: string;
  /** Where the state is shown; null when it has no screen of its own (0 none, 14 continue). */
  readonly route: `/${string}` | null;
  /** SPEC §4: every state except 1–5, 8 and 25 comes after the offer. */
  readonly afterOffer: boolean;
  readonly dataSection: LeadDataSection | null;
  /** The lender whose step this is, where SPEC §4 names it in the state (Younited's, Advanzia's, TF Bank's). */
  readonly lender?: string;
};

const before = <const N extends number, const S extends string, const R extends `/${string}`>(number: N, name: S, route: R, dataSection: LeadDataSection | null = null) =>
  ({ number, name, route, afterOffer: false, dataSection }) as const;
const after = <const N extends number, const S extends string, const R extends `/${string}` | null>(number: N, name: S, route: R, lender?: string) =>
  ({ number, name, route, afterOffer: true, dataSection: null, ...(lender ? { lender } : {}) }) as const;

export const APPLICATION_STATES = [
  // State 0 is "no state yet": it is neither a step nor after the offer, so leaving it pushes.
  { number: 0, name: 'none', route: null, afterOffer: false, dataSection: null },
  before(1, 'loanInformation', '/loan-information'),
  before(2, 'personalDetails', '/personal-details', 'personalDetails'),
  before(3, 'contactDetails', '/contact-details', 'contactDetails'),
  before(4, 'incomeDetails', '/income-details', 'incomeDetails'),
  before(5, 'otherInformation', '/other-information', 'otherDetails'),
  after(6, 'checking', '/checking'),
  after(7, 'mobileVerification', '/mobile-verification'),
  before(8, 'employmentDetails', '/employment-details', 'employer'),
  after(9, 'instantor', '/instantor'),
  after(10, 'accepted', '/accepted'),
  after(11, 'thankYou', '/thank-you'),
  after(12, 'redirected', '/redirected'),
  after(13, 'rejected', '/rejected'),
  // /continue/$id needs the lead id, which the state table does not hold: a transient state.
  after(14, 'continue', null),
  after(15, 'changeMobileNumber', '/change-mobile-number'),
  after(16, 'vehicle', '/vehicle'),
  after(17, 'wenanceTink', '/wenance-tink'),
  after(18, 'wenanceAccount', '/wenance-account'),
  after(19, 'moneymanPaylands', '/moneyman-paylands'),
  after(20, 'policyConsents', '/consents'),
  after(21, 'additionalEmploymentDetails', '/additional-employment-details'),
  // SPEC §2 lists no route for state 22; without one the applicant would fall back to the first step.
  after(22, 'additionalPersonalDetails', '/additional-personal-details'),
  after(23, 'maritalDetails', '/marital-details'),
  after(24, 'aide', '/aide'),
  before(25, 'referenceInformation', '/reference-information', 'referenceInformation'),
  after(26, 'younitedCreditDetails', '/credit-details', 'Younited Credit'),
  after(27, 'younitedProfessionalDetails', '/professional-details', 'Younited Credit'),
  after(28, 'cnp', '/cnp'),
  after(29, 'advanziaConsents', '/advanzia-consents', 'Advanzia Bank'),
  after(30, 'idUpload', '/id-upload'),
  after(31, 'customerDebts', '/customer-debts'),
  after(32, 'referenceDetails', '/reference-details'),
  after(33, 'wniosek', '/wniosek'),
  after(34, 'wniosekUzupelnienie', '/wniosek-uzupelnienie'),
  after(35, 'dynamicConsents', '/dynamic-consents'),
  after(36, 'tfbankConsents', '/tfbank-consents', 'TF Bank'),
  after(37, 'ipfdOfferChoice', '/ipfd-offer-choice'),
  after(38, 'cofidisOffer', '/cofidis-offer'),
  after(39, 'providentOffer', '/provident-offer'),
  after(40, 'instabankOffer', '/instabank-offer'),
  after(41, 'proficreditOffer', '/proficredit-offer'),
] as const satisfies readonly ApplicationStateDefinition[];

/** Every route the state table pairs with a state, as a literal union. */
export type StateTableRoute = NonNullable<(typeof APPLICATION_STATES)[number]['route']>;

export const NO_STATE = 0;
export const MAX_STATE = APPLICATION_STATES.length - 1;

type StateRow = (typeof APPLICATION_STATES)[number];
type StateName = StateRow['name'];

/** Each named state's number, read from the table (so a state's number is written once, there). */
function numbersOf<const Names extends readonly StateName[]>(names: Names): { readonly [K in Names[number]]: Extract<StateRow, { name: K }>['number'] } {
  return Object.fromEntries(names.map((name) => [name, APPLICATION_STATES.find((state) => state.name === name)!.number])) as never;
}

/** The states the journey names by their role (SPEC §4). */
export const STATE = numbersOf([
  'none',
  'checking',
  'mobileVerification',
  'employmentDetails',
  'accepted',
  'thankYou',
  'redirected',
  'rejected',
  'continue',
  'changeMobileNumber',
  'referenceInformation',
  'ipfdOfferChoice',
]);

/** The server's final word on an application: after one of these nothing more is asked or sent. */
export const DECISION_STATES: readonly number[] = [STATE.accepted, STATE.thankYou, STATE.redirected, STATE.rejected];

export function getApplicationState(number: number): ApplicationStateDefinition | undefined {
  const found: ApplicationStateDefinition | undefined = APPLICATION_STATES[number];
  return found?.number === number ? found : undefined;
}

export function routeForState(number: number): StateTableRoute | null {
  return (getApplicationState(number)?.route ?? null) as StateTableRoute | null;
}

/** SPEC §4: the partner offer states, 37 ipfd offer choice to 41 proficredit offer. */
export const OFFER_STATES: readonly number[] = Object.values(
  numbersOf(['ipfdOfferChoice', 'cofidisOffer', 'providentOffer', 'instabankOffer', 'proficreditOffer']),
);
export function isOfferState(number: number): boolean {
  return OFFER_STATES.includes(number);
}

/** The lender a state's step asks for, where the state names it (every after-offer screen says who asks). */
export function lenderOfState(number: number): string | undefined {
  return getApplicationState(number)?.lender;
}

/** Unknown state numbers are not afterOffer: the server may add states before the front end knows them. */
export function isAfterOffer(number: number): boolean {
  return getApplicationState(number)?.afterOffer ?? false;
}

/**
 * The application was complete and sent for checking: checking itself and every state after the
 * offer that the server moves an application to (14, continue, is a link's moment, not a state of
 * the application's own).
 */
export function isSentForChecking(number: number): boolean {
  return isAfterOffer(number) && number !== STATE.continue;
}

export function isDecision(number: number): boolean {
  return DECISION_STATES.includes(number);
}

export function stateForRoute(route: string): ApplicationStateDefinition | undefined {
  return (APPLICATION_STATES as readonly ApplicationStateDefinition[]).find((state) => state.route === route);
}

/** The states of the classic flow before the offer, in state-number order (SPEC §4). */
export const BEFORE_OFFER_STATES: readonly ApplicationStateDefinition[] = APPLICATION_STATES.filter(
  (state) => state.number !== NO_STATE && !state.afterOffer,
);
