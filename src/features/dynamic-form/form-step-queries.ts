import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { policiesQueryOptions } from '../../api/policies';
import { choicesQueryOptions } from '../../api/reference-data';
import { askedDataPoints, formAt, type Journey } from '../../domain/journey';
import { fieldFor } from './field-registry';
import { choicesLanguage } from './use-field-options';

/**
 * What a form step shows from the server, as query options for its route's loader: the policies of
 * a step that asks for them and the /choices lists of its choice fields. The screen reads the same
 * queries, so they are there when it first paints and nothing grows under the applicant's eyes.
 */
type AnyQuery = EnsureQueryDataOptions<unknown, Error, unknown, QueryKey>;

export function formStepQueries(journey: Journey, route: string, api: ApiClient, locale: string): AnyQuery[] {
  const form = formAt(journey, route);
  return form ? dataPointQueries(askedDataPoints(journey, form), api, locale) : [];
}

/** The server lists the fields of these data points show (policies, /choices lists). */
export function dataPointQueries(dataPoints: readonly string[], api: ApiClient, locale: string): AnyQuery[] {
  const language = choicesLanguage(locale);
  const queries: AnyQuery[] = [];
  for (const point of dataPoints) {
    const field = fieldFor(point);
    if (field?.kind === 'policies') queries.push(policiesQueryOptions(api, language) as AnyQuery);
    if (field?.options && 'choices' in field.options) queries.push(choicesQueryOptions(api, field.options.choices, language) as AnyQuery);
  }
  return queries;
}
