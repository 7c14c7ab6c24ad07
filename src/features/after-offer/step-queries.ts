import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { consentsQueryOptions } from '../../api/consents';
import { professionalMappingQueryOptions, vehicleModelsQueryOptions } from '../../api/reference-data';
import { dataPointQueries } from '../dynamic-form/form-step-queries';
import { choicesLanguage } from '../dynamic-form/use-field-options';
import { CONSENT_ROUTES } from './consent-steps';
import { MARITAL_DATA_POINTS } from './marital-details-fields';
import { ADDITIONAL_EMPLOYMENT_DETAILS, ADDITIONAL_PERSONAL_DETAILS, CREDIT_DETAILS, EMPLOYMENT_DETAILS, REFERENCE_DETAILS } from './data-point-steps';

type AnyQuery = EnsureQueryDataOptions<unknown, Error, unknown, QueryKey>;
export type StepQueryContext = { api: ApiClient; locale: string; leadId: string | undefined };

/** The consents of this lead, with their saved values (GET /customer/{id}/consents). */
const consents = (context: StepQueryContext): AnyQuery[] => (context.leadId ? [consentsQueryOptions(context.api, context.leadId) as AnyQuery] : []);

const byDataPoints = (dataPoints: readonly string[]) => (context: StepQueryContext) => dataPointQueries(dataPoints, context.api, context.locale);

/** What each after-offer step shows from the server, for its route's loader (ensureQueryData). */
const STEP_QUERIES: Readonly<Record<string, (context: StepQueryContext) => AnyQuery[]>> = {
  '/employment-details': byDataPoints(EMPLOYMENT_DETAILS.dataPoints),
  '/additional-employment-details': byDataPoints(ADDITIONAL_EMPLOYMENT_DETAILS.dataPoints),
  '/additional-personal-details': byDataPoints(ADDITIONAL_PERSONAL_DETAILS.dataPoints),
  '/credit-details': byDataPoints(CREDIT_DETAILS.dataPoints),
  '/reference-details': byDataPoints(REFERENCE_DETAILS.dataPoints),
  '/reference-information': byDataPoints(REFERENCE_DETAILS.dataPoints),
  '/change-mobile-number': () => [],
  '/vehicle': (context) => [vehicleModelsQueryOptions(context.api) as AnyQuery],
  '/marital-details': byDataPoints(MARITAL_DATA_POINTS),
  '/professional-details': (context) => [professionalMappingQueryOptions(context.api, choicesLanguage(context.locale)) as AnyQuery],
  '/aide': () => [],
  '/customer-debts': () => [],
  '/cnp': () => [],
  '/wniosek': () => [],
  '/wniosek-uzupelnienie': () => [],
  ...Object.fromEntries(CONSENT_ROUTES.map((route) => [route, consents])),
  '/id-upload': () => [],
};

export function afterOfferQueries(route: string, context: StepQueryContext): AnyQuery[] {
  return Object.hasOwn(STEP_QUERIES, route) ? (STEP_QUERIES[route]?.(context) ?? []) : [];
}
