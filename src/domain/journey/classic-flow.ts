import type { DataPoint } from '../lead/data-points';
import type { FormDefinition } from './form-config';

/**
 * The classic (v2) flow of SPEC §2/§4: one page per state before the offer, each asking part of
 * its state's data section. Written once: the page shows these data points, the journey counts
 * these pages and lead-api moves a lead to the first page whose required points are missing.
 * The reference page (state 25) belongs to the brands whose lenders ask for a reference person.
 */
export const CLASSIC_FORM_PATHS = [
  'loan-information',
  'personal-details',
  'contact-details',
  'income-details',
  'other-information',
  'reference-information',
] as const;
export type ClassicFormPath = (typeof CLASSIC_FORM_PATHS)[number];

export const REFERENCE_PAGE: ClassicFormPath = 'reference-information';

export const CLASSIC_FORM_CONFIGURATION: readonly FormDefinition[] = [
  { path: 'loan-information', stepType: 'loan-information', context: 'loanInformation', dataPoints: ['amount', 'period'] },
  {
    path: 'personal-details',
    stepType: 'personal-information',
    context: 'personalDetails',
    dataPoints: ['personalDetails.firstName', 'personalDetails.lastName', 'personalDetails.dateOfBirth'],
  },
  {
    path: 'contact-details',
    stepType: 'dynamic',
    context: 'contactInformation',
    dataPoints: [
      'contactDetails.email', 'contactDetails.phoneNumber', 'contactDetails.postalCode', 'contactDetails.city',
      'contactDetails.street', 'contactDetails.houseNumber', 'contactDetails.marketingConsents', 'generalPolicies',
    ],
  },
  {
    path: 'income-details',
    stepType: 'dynamic',
    context: 'incomeInformation',
    dataPoints: ['incomeDetails.incomeSource', 'incomeDetails.monthlyIncome', 'incomeDetails.incomePayday'],
  },
  {
    path: 'other-information',
    stepType: 'dynamic',
    context: 'otherInformation',
    dataPoints: ['otherDetails.loanPurpose', 'otherDetails.maritalStatus', 'otherDetails.numberOfDependants', 'otherDetails.housingTenure'],
  },
  {
    path: 'reference-information',
    stepType: 'dynamic',
    context: 'referenceDetails',
    dataPoints: ['referenceDetails.type', 'referenceDetails.name', 'referenceDetails.phoneNumber'],
  },
];

/** Asked but never required: a consent to marketing is a choice, not a missing answer. */
export const CLASSIC_OPTIONAL_DATA_POINTS: ReadonlySet<string> = new Set(['contactDetails.marketingConsents']);

export function isClassicFormPath(value: string): value is ClassicFormPath {
  return (CLASSIC_FORM_PATHS as readonly string[]).includes(value);
}

/** The pages a brand's applicants see, in order: every page, the reference page only where it is asked. */
export function classicPages(asksReference: boolean): readonly FormDefinition[] {
  return CLASSIC_FORM_CONFIGURATION.filter((form) => asksReference || form.path !== REFERENCE_PAGE);
}

/** Every data point of those pages: what the classic flow's form sequence is built from. */
export function classicDataPoints(asksReference: boolean): DataPoint[] {
  return classicPages(asksReference).flatMap((form) => [...form.dataPoints]);
}
