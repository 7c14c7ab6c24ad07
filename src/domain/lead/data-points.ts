/**
 * Every data point of SPEC §3 as a dotted path, spelled as the spec spells it. Forms, server field
 * errors and the lead payload all key on these names.
 */

/** SPEC §3 "Lead data sections (dataKey)". */
export const LEAD_DATA_SECTIONS = [
  'personalDetails',
  'contactDetails',
  'incomeDetails',
  'otherDetails',
  'referenceInformation',
  'employer',
  'expenses',
  'referenceDetails',
] as const;
export type LeadDataSection = (typeof LEAD_DATA_SECTIONS)[number];

const section = <S extends string, F extends string>(name: S, fields: readonly F[]) =>
  fields.map((field) => `${name}.${field}` as `${S}.${F}`);

export const TOP_LEVEL_DATA_POINTS = ['amount', 'period', 'financingOption', 'monthlyPaymentDay', 'generalPolicies'] as const;

export const PERSONAL_DETAILS_DATA_POINTS = section('personalDetails', [
  'firstName', 'middleName', 'lastName', 'secondLastName', 'gender', 'dateOfBirth', 'personalCode',
] as const);

export const CONTACT_DETAILS_DATA_POINTS = section('contactDetails', [
  'email', 'marketingConsents', 'phoneNumber', 'postalCode', 'province', 'district', 'city', 'street',
  'blockNumber', 'houseNumber', 'floor', 'flatNumber', 'municipality', 'suburb',
] as const);

export const OTHER_DETAILS_DATA_POINTS = section('otherDetails', [
  'loanPurpose', 'isPoliticallyExposed', 'connectedToPep', 'maritalStatus', 'education', 'housingTenure',
  'housingTenureSinceDate', 'vehicleConsent', 'hasVehicleDownPayment', 'vehicleOwnership',
  'vehicleLicensePlateNumber', 'isVehicleFinanced', 'ibanConsent', 'negativeCreditHistory',
  'numberOfDependants', 'numberOfDependantsOther', 'countryOfBirth', 'livingArea', 'citizenship',
  'secondCitizenship', 'cityOfBirth', 'idCardNumber', 'idCardIssuedAt', 'idCardIssuedAuthority',
  'overdueDebtAmount', 'provinceOfBirth', 'isInterestedInDebtConsolidation', 'hasBankAccount',
  'hasProofOfIncome', 'taxIdentificationNumber', 'numberOfInhabitants', 'pensionNumber',
  'fieldRegistrationNumber', 'fieldSquareArea',
] as const);

export const EMPLOYER_DATA_POINTS = section('employer', [
  'name', 'postalCode', 'province', 'city', 'street', 'houseNumber', 'taxRegistryCode',
] as const);

export const EXPENSES_DATA_POINTS = section('expenses', [
  'mortgageAmount', 'rentAmount', 'monthlyExpenses', 'monthlyCreditCommitments', 'hasOtherLoans',
  'totalDebtAmount', 'mortgageStartedAt', 'mortgageExpiresAt', 'monthlyMortgageAmount', 'householdExpenses',
] as const);

export const INCOME_DETAILS_DATA_POINTS = section('incomeDetails', [
  'monthlyIncome', 'incomeSource', 'incomeContractStartedAt', 'incomeContractExpiresAt', 'incomePayday',
  'jobArea', 'jobTitle', 'iban', 'usingOnlineBanking', 'positionType', 'monthlyExtraIncome', 'workPhone',
  'spouseMonthlyIncome', 'salaryCycle', 'salaryCycleValue', 'cofidisProfession', 'householdIncome',
  'inTaxDebt', 'inContributionDebt', 'economicActivity', 'terminationPeriod', 'trialPeriod', 'pensionPayer',
] as const);

export const REFERENCE_DETAILS_DATA_POINTS = section('referenceDetails', ['type', 'name', 'phoneNumber'] as const);

export const DATA_POINTS = [
  ...TOP_LEVEL_DATA_POINTS,
  ...PERSONAL_DETAILS_DATA_POINTS,
  ...CONTACT_DETAILS_DATA_POINTS,
  ...OTHER_DETAILS_DATA_POINTS,
  ...EMPLOYER_DATA_POINTS,
  ...EXPENSES_DATA_POINTS,
  ...INCOME_DETAILS_DATA_POINTS,
  ...REFERENCE_DETAILS_DATA_POINTS,
] as const;

export type DataPoint = (typeof DATA_POINTS)[number];

export function isDataPoint(value: string): value is DataPoint {
  return (DATA_POINTS as readonly string[]).includes(value);
}

/** The last segment of a dotted path: what SPEC §4 calls the field name of a server error. */
export function fieldNameOf(path: string): string {
  const segments = path.split('.');
  return segments[segments.length - 1] ?? path;
}

/** The section a dotted path lives in, or null for a top-level data point. */
export function sectionOf(path: string): LeadDataSection | null {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0 || head === undefined) return null;
  return (LEAD_DATA_SECTIONS as readonly string[]).includes(head) ? (head as LeadDataSection) : null;
}
