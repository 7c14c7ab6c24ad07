import type { DataPoint, LeadDataSection } from '../../domain/data-points';
import { sectionOf } from '../../domain/data-points';
import { stateForRoute } from '../../domain/application-states';

/**
 * The legacy (v2) flow's pages (SPEC §2, §4): states 1–5 and 25, each asking the data section its
 * state carries (application-states.ts). SPEC §3 names no data point of referenceInformation, so its
 * page asks the reference person's details (referenceDetails). A section holds more than a page
 * should ask at once; these are the points the classic flow needs, in the order a person answers.
 */
export type LegacyPage = { readonly route: string; readonly dataPoints: readonly DataPoint[] };

export const LEGACY_PAGES: readonly LegacyPage[] = [
  { route: '/loan-information', dataPoints: ['amount', 'period'] },
  {
    route: '/personal-details',
    // No personal code: what it is differs by country (DNI, PESEL, CNP...), and the registry's question is Spain's.
    dataPoints: ['personalDetails.firstName', 'personalDetails.lastName', 'personalDetails.dateOfBirth'],
  },
  {
    route: '/contact-details',
    dataPoints: [
      'contactDetails.email', 'contactDetails.phoneNumber', 'contactDetails.postalCode', 'contactDetails.city',
      'contactDetails.street', 'contactDetails.houseNumber', 'contactDetails.marketingConsents', 'generalPolicies',
    ],
  },
  { route: '/income-details', dataPoints: ['incomeDetails.incomeSource', 'incomeDetails.monthlyIncome', 'incomeDetails.incomePayday'] },
  {
    route: '/other-information',
    dataPoints: ['otherDetails.loanPurpose', 'otherDetails.maritalStatus', 'otherDetails.numberOfDependants', 'otherDetails.housingTenure'],
  },
  { route: '/reference-information', dataPoints: ['referenceDetails.type', 'referenceDetails.name', 'referenceDetails.phoneNumber'] },
];

/** The section whose fields a legacy page may ask: its state's, with referenceInformation read as referenceDetails. */
export function legacySectionOf(route: string): LeadDataSection | null {
  const section = stateForRoute(route)?.dataSection ?? null;
  return section === 'referenceInformation' ? 'referenceDetails' : section;
}

/** Whether a data point belongs on a page: in its section, or top-level (loan, policies) where no section is set. */
export function belongsOnPage(route: string, dataPoint: string): boolean {
  const section = sectionOf(dataPoint);
  // The policies are accepted with the contact details, where the applicant gives the means to reach them.
  if (section === null) return dataPoint === 'generalPolicies' ? route === '/contact-details' : legacySectionOf(route) === null;
  return section === legacySectionOf(route);
}

export function legacyPage(route: string): LegacyPage | undefined {
  return LEGACY_PAGES.find((page) => page.route === route);
}
