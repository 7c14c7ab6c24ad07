import { queryOptions } from '@tanstack/react-query';
import { consentsEndpoints } from './contract/consents';
import type { ApiClient } from './client';
import { NOT_PERSISTED } from './persist-policy';
import { queryRetryOptions } from './retry-policy';

export const consentsKeys = {
  all: ['consents'] as const,
  byLead: (leadId: string) => ['consents', leadId] as const,
};

/** GET /customer/{id}/consents: the consents a consent step shows, with their current values. */
export function getConsents(client: ApiClient, leadId: string, lang?: string, signal?: AbortSignal) {
  return client.call('consentsGet', consentsEndpoints.consentsGet, { params: { id: leadId }, query: lang ? { lang } : undefined, signal });
}

/** Saved answers change them, so they are asked fresh and not kept across visits. */
export function consentsQueryOptions(client: ApiClient, leadId: string, lang?: string) {
  return queryOptions({
    queryKey: [...consentsKeys.byLead(leadId), lang ?? ''] as const,
    queryFn: ({ signal }) => getConsents(client, leadId, lang, signal),
    staleTime: 0,
    meta: NOT_PERSISTED,
    ...queryRetryOptions,
  });
}
