import { queryOptions } from '@tanstack/react-query';
import { policiesEndpoints } from './contract/policies';
import type { ApiClient } from './client';
import { queryRetryOptions } from './retry-policy';

const HOUR_MS = 60 * 60 * 1000;

export const policiesKeys = {
  all: ['policies'] as const,
  byLanguage: (lang: string) => ['policies', lang] as const,
};

/** SPEC §7: the configured policies path, fetched without the API base. */
export function getPolicies(client: ApiClient, lang: string, signal?: AbortSignal) {
  return client.call('policies', policiesEndpoints.policies, { path: client.policiesPath, query: { lang }, signal });
}

/** Policies change with a release, not within a visit: an hour fresh. */
export function policiesQueryOptions(client: ApiClient, lang: string) {
  return queryOptions({
    queryKey: policiesKeys.byLanguage(lang),
    queryFn: ({ signal }) => getPolicies(client, lang, signal),
    staleTime: HOUR_MS,
    ...queryRetryOptions,
  });
}
