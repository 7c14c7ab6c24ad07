import { queryOptions } from '@tanstack/react-query';
import { leadStatusEndpoints } from './contract/lead-status';
import type { ApiClient } from './client';
import { NOT_PERSISTED } from './persist-policy';
import { queryRetryOptions } from './retry-policy';

export const leadStatusKeys = {
  all: ['lead-status'] as const,
  byId: (id: string) => ['lead-status', id] as const,
};

/** GET /lead/status/{id}: polled by the checking screen until a decision. */
export function getLeadStatus(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.call('leadStatus', leadStatusEndpoints.leadStatus, { params: { id }, signal });
}

/**
 * Always stale, never persisted: a status is only true now. The checking screen sets its own
 * `refetchInterval` (stop once `status` is not 'pending').
 */
export function leadStatusQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: leadStatusKeys.byId(id),
    queryFn: ({ signal }) => getLeadStatus(client, id, signal),
    staleTime: 0,
    meta: NOT_PERSISTED,
    ...queryRetryOptions,
  });
}
