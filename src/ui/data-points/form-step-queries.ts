import type { ApiClient } from '../../api/client';
import { policiesQueryOptions } from '../../api/policies';
import { choicesQueryOptions, choicesUrl } from '../../api/reference-data';
import type { ChoiceList } from '../../api/contract/reference-data';
import { askedDataPoints, formAt } from '../../domain/journey/journey';
import type { StepQuery, StepQueryContext } from '../../core/flow/step-screen';
import { FIELD_REGISTRY, fieldFor } from './field-registry';
import { choicesLanguage } from './use-field-options';

/**
 * What a form step shows from the server, as query options for its route's loader: the policies of
 * a step that asks for them and the /choices lists of its choice fields. The screen reads the same
 * queries, so they are there when it first paints and nothing grows under the applicant's eyes.
 */
export async function formStepQueries(_step: unknown, { navigator, route, api, locale }: StepQueryContext): Promise<StepQuery[]> {
  // The dynamic flow's forms come from the server (v3 data points): known before the form's lists are.
  if (navigator.journey().flow === 'v3') await navigator.ensureSequence();
  const journey = navigator.journey();
  const form = formAt(journey, route);
  return form ? dataPointQueries(askedDataPoints(journey, form), api, locale) : [];
}

/** The server lists the fields of these data points show (policies, /choices lists). */
export function dataPointQueries(dataPoints: readonly string[], api: ApiClient, locale: string): StepQuery[] {
  const language = choicesLanguage(locale);
  const queries: StepQuery[] = [];
  for (const point of dataPoints) {
    const field = fieldFor(point);
    if (field?.kind === 'policies') queries.push(policiesQueryOptions(api, language) as StepQuery);
    if (field?.options && 'choices' in field.options) queries.push(choicesQueryOptions(api, field.options.choices, language) as StepQuery);
  }
  return queries;
}

/** Every /choices list a form step's field can show: the offline copy of the steps holds them all. */
export const FORM_CHOICE_LISTS: readonly ChoiceList[] = [
  ...new Set(Object.values(FIELD_REGISTRY).flatMap((field) => (field.options && 'choices' in field.options ? [field.options.choices] : []))),
];

/** Where the form's lists are fetched, in the deployment's language (what the service worker stores). */
export function formChoiceListUrls(apiBase: string, locale: string): string[] {
  return FORM_CHOICE_LISTS.map((list) => choicesUrl(apiBase, list, choicesLanguage(locale)));
}
