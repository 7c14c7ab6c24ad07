import { queryOptions } from '@tanstack/react-query';
import { referenceDataEndpoints, type ChoiceList } from './contract/reference-data';
import type { ApiClient } from './client';
import { fillPath, queryString } from './contract/endpoint';
import { joinUrl } from './url';
import { queryRetryOptions } from './retry-policy';

/** Lists and logos change with a release, not within a visit. */
const REFERENCE_DATA_STALE_MS = 24 * 60 * 60 * 1000;

export const referenceDataKeys = {
  all: ['reference-data'] as const,
  choices: (list: ChoiceList, lang: string) => ['reference-data', 'choices', list, lang] as const,
  vehicleModels: () => ['reference-data', 'vehicle-models'] as const,
  partnerLogos: () => ['reference-data', 'partner-logos'] as const,
  professionalMapping: (lang: string) => ['reference-data', 'professional-mapping', lang] as const,
};

/** GET /choices/{list} (SPEC §7 names country and position). */
export function getChoices(client: ApiClient, list: ChoiceList, lang: string, signal?: AbortSignal) {
  return client.call('choices', referenceDataEndpoints.choices, { params: { list }, query: { lang }, signal });
}

/**
 * The URL the client fetches a list at (the same parts as client.call): the service worker stores
 * the lists by it, and the page asks it for the lists it has not stored yet.
 */
export function choicesUrl(apiBase: string, list: ChoiceList, lang: string): string {
  return joinUrl(apiBase, `${fillPath(referenceDataEndpoints.choices.path, { list })}${queryString({ lang })}`);
}

export function getVehicleModels(client: ApiClient, signal?: AbortSignal) {
  return client.call('vehicleModels', referenceDataEndpoints.vehicleModels, { signal });
}

export function getPartnerLogos(client: ApiClient, signal?: AbortSignal) {
  return client.call('partnerLogos', referenceDataEndpoints.partnerLogos, { signal });
}

export function getProfessionalMapping(client: ApiClient, lang: string, signal?: AbortSignal) {
  return client.call('professionalDetailsMapping', referenceDataEndpoints.professionalDetailsMapping, {
    query: { lang },
    signal,
  });
}

const shared = { staleTime: REFERENCE_DATA_STALE_MS, ...queryRetryOptions } as const;

export function choicesQueryOptions(client: ApiClient, list: ChoiceList, lang: string) {
  return queryOptions({
    queryKey: referenceDataKeys.choices(list, lang),
    queryFn: ({ signal }) => getChoices(client, list, lang, signal),
    ...shared,
  });
}

export function vehicleModelsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: referenceDataKeys.vehicleModels(),
    queryFn: ({ signal }) => getVehicleModels(client, signal),
    ...shared,
  });
}

export function partnerLogosQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: referenceDataKeys.partnerLogos(),
    queryFn: ({ signal }) => getPartnerLogos(client, signal),
    ...shared,
  });
}

export function professionalMappingQueryOptions(client: ApiClient, lang: string) {
  return queryOptions({
    queryKey: referenceDataKeys.professionalMapping(lang),
    queryFn: ({ signal }) => getProfessionalMapping(client, lang, signal),
    ...shared,
  });
}
