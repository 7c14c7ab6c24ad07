import type { EndpointName } from '../../src/api/contract/endpoints';

/** The reads reads.test.ts makes against lead-api; coverage.test.ts checks reads + writes = the table. */
export const READ_CALLS = [
  'policies',
  'emailValidate',
  'postcodeLookup',
  'postcode',
  'dataPointsV3',
  'companyLookup',
  'choices',
  'vehicleModels',
  'partnerLogos',
  'professionalDetailsMapping',
  'leadStatus',
  'continueUrlV3',
  'continueUrlV2',
  'continueLead',
  'leadRedirect',
  'consentsGet',
  'testLeads',
] as const satisfies readonly EndpointName[];
