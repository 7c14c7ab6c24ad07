/**
 * Route names of SPEC §2, without the base path. One list per kind, so that the router,
 * the state table and the tests all read the same names.
 */

/** The application routes of SPEC §2 (`/` is the index, `continue/$id` takes the lead id). */
export const APPLICATION_ROUTES = [
  '/',
  '/loan-information',
  '/personal-details',
  '/contact-details',
  '/income-details',
  '/other-information',
  '/reference-information',
  '/checking',
  '/accepted',
  '/thank-you',
  '/redirected',
  '/rejected',
  '/continue/$id',
  '/unsubscribe',
  '/404',
] as const;

/** The server-driven state routes of SPEC §2, reached after the offer. */
export const STATE_ROUTES = [
  '/mobile-verification',
  '/instantor',
  '/change-mobile-number',
  '/vehicle',
  '/wenance-tink',
  '/wenance-account',
  '/moneyman-paylands',
  '/consents',
  '/dynamic-consents',
  '/employment-details',
  '/additional-employment-details',
  '/marital-details',
  '/aide',
  '/credit-details',
  '/professional-details',
  '/cnp',
  '/advanzia-consents',
  '/id-upload',
  '/customer-debts',
  '/reference-details',
  '/wniosek',
  '/wniosek-uzupelnienie',
  '/smava',
  '/tfbank-consents',
  '/ipfd-offer-choice',
  '/cofidis-offer',
  '/provident-offer',
  '/instabank-offer',
  '/proficredit-offer',
] as const;

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

export type ApplicationRoute = (typeof APPLICATION_ROUTES)[number];
export type StateRoute = (typeof STATE_ROUTES)[number];
export type DynamicFormPath = (typeof DYNAMIC_FORM_PATHS)[number];
/** Every path the router knows, as a navigation target. */
export type AppPath = ApplicationRoute | StateRoute | typeof INITIAL_DETAILS_ROUTE | `/${DynamicFormPath}`;

export const NOT_FOUND_ROUTE = '/404' as const;
export const INDEX_ROUTE = '/' as const;

export function isDynamicFormPath(value: string): value is DynamicFormPath {
  return (DYNAMIC_FORM_PATHS as readonly string[]).includes(value);
}
