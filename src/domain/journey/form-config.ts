import type { ClassicFormPath } from './classic-flow';
import type { DataPoint } from '../lead/data-points';
import type { AppPath } from './routes';

/**
 * The form configuration of SPEC §3: which data points each dynamic form path gathers, its step
 * type and its context label, in the order forms are shown. The form sequence (dynamic-form.ts)
 * is built from this table alone.
 */

export const INITIAL_DETAILS_PATH = 'initial-details' as const;
/** First page of the dynamic (v3) flow (SPEC §2, §3): its own route; the other forms share `/$formPath`. */
export const INITIAL_DETAILS_ROUTE = '/initial-details' as const;

/** SPEC §3 step types. */
export const STEP_TYPES = ['loan-information', 'personal-information', 'dynamic', 'modal'] as const;
export type StepType = (typeof STEP_TYPES)[number];

/** SPEC §3 step contexts as stable keys (translations give the labels). */
export const FORM_CONTEXTS = [
  'loanInformation', 'personalDetails', 'demographicDetails', 'contactInformation', 'maritalDetails',
  'education', 'addressInformation', 'incomeInformation', 'housingInformation', 'expenses',
  'employmentDetails', 'otherInformation', 'bankingDetails', 'mortgageInformation', 'referenceDetails',
] as const;
export type FormContext = (typeof FORM_CONTEXTS)[number];

export type FormDefinition<P extends string = FormPath> = {
  readonly path: P;
  readonly stepType: StepType;
  readonly context: FormContext;
  /** Every data point the form can show, the modal's included. */
  readonly dataPoints: readonly DataPoint[];
  /** SPEC §3: initial-details opens a modal holding the loan amount (and period). */
  readonly modal?: { readonly stepType: 'modal'; readonly context: FormContext; readonly dataPoints: readonly DataPoint[] };
};

const form = <const P extends string>(path: P, context: FormContext, dataPoints: readonly DataPoint[], stepType: StepType = 'dynamic'): FormDefinition<P> =>
  ({ path, stepType, context, dataPoints });

/**
 * Besides the data points SPEC §3 names per step, name also takes middleName and secondLastName
 * and address-information the other address parts (block, floor, district, municipality, suburb),
 * so that a server asking for them gets them on the screen where an applicant expects them.
 */
const DYNAMIC_FORMS = [
  {
    path: INITIAL_DETAILS_PATH,
    stepType: 'loan-information',
    context: 'contactInformation',
    dataPoints: ['contactDetails.email', 'contactDetails.phoneNumber', 'contactDetails.marketingConsents', 'generalPolicies', 'amount', 'period'],
    modal: { stepType: 'modal', context: 'loanInformation', dataPoints: ['amount', 'period'] },
  },
  form('loan-purpose', 'loanInformation', ['otherDetails.loanPurpose']),
  form('name', 'personalDetails', ['personalDetails.firstName', 'personalDetails.middleName', 'personalDetails.lastName', 'personalDetails.secondLastName'], 'personal-information'),
  form('gender', 'demographicDetails', ['personalDetails.gender'], 'personal-information'),
  form('date-of-birth', 'demographicDetails', ['personalDetails.dateOfBirth'], 'personal-information'),
  form('personal-code', 'personalDetails', ['personalDetails.personalCode'], 'personal-information'),
  form('marital-status', 'maritalDetails', ['otherDetails.maritalStatus']),
  form('education', 'education', ['otherDetails.education']),
  form('address-information', 'addressInformation', [
    'contactDetails.postalCode', 'contactDetails.city', 'contactDetails.province', 'contactDetails.street',
    'contactDetails.houseNumber', 'contactDetails.flatNumber', 'contactDetails.blockNumber', 'contactDetails.floor',
    'contactDetails.district', 'contactDetails.municipality', 'contactDetails.suburb',
  ]),
  form('flat-number', 'addressInformation', ['contactDetails.flatNumber']),
  form('monthly-income', 'incomeInformation', ['incomeDetails.monthlyIncome']),
  form('income-payday', 'incomeInformation', ['incomeDetails.incomePayday']),
  form('job-area', 'employmentDetails', ['incomeDetails.jobArea']),
  form('vehicle-ownership', 'otherInformation', [
    'otherDetails.vehicleConsent', 'otherDetails.vehicleOwnership', 'otherDetails.vehicleLicensePlateNumber', 'otherDetails.isVehicleFinanced',
  ]),
  form('iban-consent', 'bankingDetails', ['otherDetails.ibanConsent']),
  form('bank-account', 'bankingDetails', ['incomeDetails.iban']),
  form('online-banking', 'bankingDetails', ['incomeDetails.usingOnlineBanking']),
  form('credit-history', 'otherInformation', ['otherDetails.negativeCreditHistory']),
  form('monthly-expenses', 'expenses', ['expenses.monthlyExpenses']),
  form('monthly-credit-commitments', 'expenses', ['expenses.monthlyCreditCommitments']),
  form('position-type', 'employmentDetails', ['incomeDetails.positionType']),
  form('monthly-extra-income', 'incomeInformation', ['incomeDetails.monthlyExtraIncome']),
  form('dependants', 'demographicDetails', ['otherDetails.numberOfDependants', 'otherDetails.numberOfDependantsOther']),
  form('country-of-birth', 'demographicDetails', ['otherDetails.countryOfBirth']),
  form('citizenship', 'demographicDetails', ['otherDetails.citizenship', 'otherDetails.secondCitizenship']),
  form('housing-information', 'housingInformation', ['otherDetails.housingTenure', 'expenses.rentAmount']),
  form('mortgage-amount', 'mortgageInformation', ['expenses.mortgageAmount']),
  form('mortgage-information', 'mortgageInformation', ['expenses.mortgageStartedAt', 'expenses.mortgageExpiresAt', 'expenses.monthlyMortgageAmount']),
  form('housing-tenure-since-date', 'housingInformation', ['otherDetails.housingTenureSinceDate']),
  form('income-source', 'incomeInformation', ['incomeDetails.incomeSource']),
  form('income-contract-started-at', 'employmentDetails', ['incomeDetails.incomeContractStartedAt']),
  form('income-contract-expires-at', 'employmentDetails', ['incomeDetails.incomeContractExpiresAt']),
  form('cofidis-profession', 'employmentDetails', ['incomeDetails.cofidisProfession']),
  form('job-title', 'employmentDetails', ['incomeDetails.jobTitle']),
  form('employer-name', 'employmentDetails', ['employer.name']),
  form('pep-details', 'otherInformation', ['otherDetails.isPoliticallyExposed', 'otherDetails.connectedToPep']),
  form('total-debt', 'expenses', ['expenses.totalDebtAmount']),
] as const satisfies readonly FormDefinition<string>[];

/** The dynamic form paths of SPEC §3 after initial-details, served by one typed `$formPath` route: the configuration's. */
export type DynamicFormPath = Exclude<(typeof DYNAMIC_FORMS)[number]['path'], typeof INITIAL_DETAILS_PATH>;
/** A form of either flow: the v3 dynamic paths (initial-details first) or the classic v2 pages. */
export type FormPath = typeof INITIAL_DETAILS_PATH | DynamicFormPath | ClassicFormPath;

export const FORM_CONFIGURATION: readonly FormDefinition[] = DYNAMIC_FORMS;
export const FORM_PATHS: readonly FormPath[] = FORM_CONFIGURATION.map((definition) => definition.path);
export const DYNAMIC_FORM_PATHS = DYNAMIC_FORMS.flatMap((definition) => (definition.path === INITIAL_DETAILS_PATH ? [] : [definition.path]));

export function getFormDefinition(path: string): FormDefinition | undefined {
  return FORM_CONFIGURATION.find((definition) => definition.path === path);
}

/** The route of a form path: initial-details has its own route, the others share `/$formPath`. */
export function formRoute(path: FormPath): AppPath {
  return path === INITIAL_DETAILS_PATH ? INITIAL_DETAILS_ROUTE : (`/${path}` as AppPath);
}

