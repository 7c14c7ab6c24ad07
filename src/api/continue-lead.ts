import { queryOptions } from '@tanstack/react-query';
import { continueEndpoints } from './contract/continue';
import { leadStepEndpoints } from './contract/lead-steps';
import type { ApiClient } from './client';
import { NOT_PERSISTED } from './persist-policy';
import { queryRetryOptions } from './retry-policy';

export type ContinueUrlType = 'continue' | 'offer';

export const continueKeys = {
  all: ['continue'] as const,
  url: (id: string, urlType: ContinueUrlType, refTransactionId?: string) =>
    ['continue', 'url', id, urlType, refTransactionId ?? null] as const,
  urlV2: (id: string, urlType: ContinueUrlType, query: Record<string, string>) =>
    ['continue', 'url-v2', id, urlType, query] as const,
  lead: (id: string) => ['continue', 'lead', id] as const,
  redirect: (id: string) => ['continue', 'redirect', id] as const,
};

/** GET /v3/lead/url/{id}/{urlType}{refTransactionId}. */
export function getContinueUrl(
  client: ApiClient,
  id: string,
  urlType: ContinueUrlType,
  refTransactionId?: string,
  signal?: AbortSignal,
) {
  return client.call('continueUrlV3', continueEndpoints.continueUrlV3, {
    params: { id, urlType },
    query: { refTransactionId },
    signal,
  });
}

/** GET /v2/lead/url/{id}/{urlType}{queryString}. */
export function getContinueUrlV2(
  client: ApiClient,
  id: string,
  urlType: ContinueUrlType,
  query: Record<string, string>,
  signal?: AbortSignal,
) {
  return client.call('continueUrlV2', continueEndpoints.continueUrlV2, { params: { id, urlType }, query, signal });
}

/** GET /lead/continue/{id}: the stored lead and its state, for /continue/:id. */
export function getContinueLead(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.call('continueLead', continueEndpoints.continueLead, { params: { id }, signal });
}

/** GET /lead/{id}/redirect: the partner redirect of a redirected lead. */
export function getLeadRedirect(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.call('leadRedirect', leadStepEndpoints.leadRedirect, { params: { id }, signal });
}

// These answers hold a lead (personal data) or a one-time URL: asked fresh, never persisted.
const once = { staleTime: 0, gcTime: 5 * 60 * 1000, meta: NOT_PERSISTED, ...queryRetryOptions } as const;

export function continueUrlQueryOptions(client: ApiClient, id: string, urlType: ContinueUrlType, refTransactionId?: string) {
  return queryOptions({
    queryKey: continueKeys.url(id, urlType, refTransactionId),
    queryFn: ({ signal }) => getContinueUrl(client, id, urlType, refTransactionId, signal),
    ...once,
  });
}

export function continueUrlV2QueryOptions(
  client: ApiClient,
  id: string,
  urlType: ContinueUrlType,
  query: Record<string, string> = {},
) {
  return queryOptions({
    queryKey: continueKeys.urlV2(id, urlType, query),
    queryFn: ({ signal }) => getContinueUrlV2(client, id, urlType, query, signal),
    ...once,
  });
}

export function continueLeadQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: continueKeys.lead(id),
    queryFn: ({ signal }) => getContinueLead(client, id, signal),
    ...once,
  });
}

export function leadRedirectQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: continueKeys.redirect(id),
    queryFn: ({ signal }) => getLeadRedirect(client, id, signal),
    ...once,
  });
}
