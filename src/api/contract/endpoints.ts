import { affiliateEndpoints } from './affiliate';
import { companyEndpoints } from './company';
import { consentsEndpoints } from './consents';
import { continueEndpoints } from './continue';
import { dataPointsEndpoints } from './data-points';
import { emailEndpoints } from './email';
import { leadEndpoints } from './lead';
import { leadStatusEndpoints } from './lead-status';
import { leadStepEndpoints } from './lead-steps';
import { mobileEndpoints } from './mobile';
import { offerStepEndpoints } from './offer-steps';
import { policiesEndpoints } from './policies';
import { postcodeEndpoints } from './postcode';
import { referenceDataEndpoints } from './reference-data';
import { testSupportEndpoints } from './test-support';
import { unsubscribeEndpoints } from './unsubscribe';

/**
 * Every call of SPEC §7, by name: method, path template, request and response schemas. The
 * client builds URLs from it and lead-api registers its routes from it, so a path lives here only.
 */
export const ENDPOINTS = {
  ...leadEndpoints,
  ...dataPointsEndpoints,
  ...continueEndpoints,
  ...postcodeEndpoints,
  ...policiesEndpoints,
  ...emailEndpoints,
  ...mobileEndpoints,
  ...affiliateEndpoints,
  ...leadStatusEndpoints,
  ...companyEndpoints,
  ...referenceDataEndpoints,
  ...unsubscribeEndpoints,
  ...consentsEndpoints,
  ...leadStepEndpoints,
  ...offerStepEndpoints,
  ...testSupportEndpoints,
} as const;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
