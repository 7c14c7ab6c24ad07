import { ACTIVE_BRAND_ID, BRANDS, findBrand } from '../../src/config/brands';

/**
 * The v3 data points per brand (GET /v3/test/datapoints): what the server wants, in the order the
 * form sequence asks it (SPEC §3 steps). `optional` ones may stay empty (conditional questions:
 * rent only for tenants, a flat number only for flats) without keeping the lead from checking.
 */
export type BrandFlow = { dataPoints: readonly string[]; optional: ReadonlySet<string> };

/** SPEC §3: initial-details (e-mail, phone, consents, policies) and its modal's amount open every flow. */
const INITIAL_DETAILS = [
  'contactDetails.email',
  'contactDetails.phoneNumber',
  'contactDetails.marketingConsents',
  'generalPolicies',
  'amount',
] as const;

/** A Spanish consumer-loan flow covering most SPEC §3 steps, from initial-details to pep-details. */
const SPANISH_FLOW: BrandFlow = {
  dataPoints: [
    ...INITIAL_DETAILS,
    'otherDetails.loanPurpose', // loan-purpose
    'personalDetails.firstName', // name
    'personalDetails.lastName',
    'personalDetails.gender', // gender
    'personalDetails.dateOfBirth', // date-of-birth
    'personalDetails.personalCode', // personal-code (DNI/NIE)
    'otherDetails.maritalStatus', // marital-status
    'otherDetails.education', // education
    'contactDetails.postalCode', // address-information
    'contactDetails.city',
    'contactDetails.province',
    'contactDetails.street',
    'contactDetails.houseNumber',
    'contactDetails.flatNumber',
    'otherDetails.housingTenure', // housing-information
    'expenses.rentAmount',
    'incomeDetails.incomeSource', // income-source
    'employer.name', // employer-name
    'incomeDetails.monthlyIncome', // monthly-income
    'incomeDetails.incomePayday', // income-payday
    'otherDetails.numberOfDependants', // dependants
    'expenses.monthlyExpenses', // monthly-expenses
    'expenses.monthlyCreditCommitments', // monthly-credit-commitments
    'otherDetails.negativeCreditHistory', // credit-history
    'incomeDetails.iban', // bank-account
    'otherDetails.isPoliticallyExposed', // pep-details
    'otherDetails.connectedToPep',
  ],
  optional: new Set([
    'contactDetails.marketingConsents',
    'contactDetails.flatNumber',
    'personalDetails.gender',
  ]),
};

/** Brands of other countries: a short flow, enough to reach the checking screen. */
const DEFAULT_FLOW: BrandFlow = {
  dataPoints: [
    ...INITIAL_DETAILS,
    'personalDetails.firstName',
    'personalDetails.lastName',
    'personalDetails.dateOfBirth',
    'contactDetails.postalCode',
    'contactDetails.city',
    'contactDetails.street',
    'contactDetails.houseNumber',
    'incomeDetails.monthlyIncome',
  ],
  optional: new Set(['contactDetails.marketingConsents']),
};

/** The brand of a request: explicit brand first, then the product id of the payload, then the active brand. */
export function resolveBrand(explicit: string | undefined, productId: unknown): string {
  if (explicit) return explicit;
  const byProduct = typeof productId === 'string' ? BRANDS.find((brand) => brand.productId === productId && brand.productId !== 'DEFAULT') : undefined;
  return byProduct?.id ?? ACTIVE_BRAND_ID;
}

/** A brand id of the registry, or (for brands the registry does not know yet) one named es-*. */
export function isSpanishBrand(brand: string): boolean {
  return (findBrand(brand)?.country ?? (brand.toLowerCase().startsWith('es') ? 'ES' : undefined)) === 'ES';
}

/** The classic flow's reference page (state 25) is asked where the brand record says so. */
export function asksReference(brand: string): boolean {
  return findBrand(brand)?.asksReference ?? false;
}

export function flowForBrand(brand: string): BrandFlow {
  return isSpanishBrand(brand) ? SPANISH_FLOW : DEFAULT_FLOW;
}
