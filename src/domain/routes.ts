import { APPLICATION_STATES, type StateTableRoute } from './application-states';

/**
 * Routes of SPEC §2, without the base path. The routes of the application states come from the
 * state table (application-states.ts); these are the others.
 */

/** SPEC §2 application routes that no state is shown at: the index, the continue link, unsubscribe, not found. */
export const ROUTES_WITHOUT_STATE = ['/', '/continue/$id', '/unsubscribe', '/404'] as const;

/** SPEC §2 lists /smava among the server-driven routes; no state number names it (a partner's offer page). */
export const SMAVA_ROUTE = '/smava' as const;

/** Every route of the state table, in state order. */
export const STATE_TABLE_ROUTES: readonly StateTableRoute[] = APPLICATION_STATES.flatMap((state) => (state.route ? [state.route] : []));

/** First page of the dynamic (v3) flow (SPEC §2, §3). */
export const INITIAL_DETAILS_ROUTE = '/initial-details' as const;

/** The dynamic form paths of SPEC §3 after initial-details, served by one typed `$formPath` route. */
export const DYNAMIC_FORM_PATHS = [
  'loan-purpose',
  'name',
  'gender',
  'date-of-birth',
  'personal-code',
  'marital-status',
  'education',
  'address-information',
  'flat-number',
  'monthly-income',
  'income-payday',
  'job-area',
  'vehicle-ownership',
  'iban-consent',
  'bank-account',
  'online-banking',
  'credit-history',
  'monthly-expenses',
  'monthly-credit-commitments',
  'position-type',
  'monthly-extra-income',
  'dependants',
  'country-of-birth',
  'citizenship',
  'housing-information',
  'mortgage-amount',
  'mortgage-information',
  'housing-tenure-since-date',
  'income-source',
  'income-contract-started-at',
  'income-contract-expires-at',
  'cofidis-profession',
  'job-title',
  'employer-name',
  'pep-details',
  'total-debt',
] as const;

export type StateRoute = StateTableRoute | typeof SMAVA_ROUTE;
export type DynamicFormPath = (typeof DYNAMIC_FORM_PATHS)[number];
/** Every path the router knows, as a navigation target. */
export type AppPath = (typeof ROUTES_WITHOUT_STATE)[number] | StateRoute | typeof INITIAL_DETAILS_ROUTE | `/${DynamicFormPath}`;

/** Every route, the continue link's pattern included: what the router serves. */
export const ALL_ROUTES: readonly AppPath[] = [...ROUTES_WITHOUT_STATE, ...STATE_TABLE_ROUTES, SMAVA_ROUTE, INITIAL_DETAILS_ROUTE];

export const NOT_FOUND_ROUTE = '/404' as const;
export const INDEX_ROUTE = '/' as const;

export function isDynamicFormPath(value: string): value is DynamicFormPath {
  return (DYNAMIC_FORM_PATHS as readonly string[]).includes(value);
}
