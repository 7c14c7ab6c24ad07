import { queryOptions } from '@tanstack/react-query';
import { companyEndpoints } from './contract/company';
import type { ApiClient } from './client';
import { NOT_PERSISTED } from './persist-policy';
import { queryRetryOptions } from './retry-policy';

export const companyKeys = {
  all: ['company'] as const,
  byName: (name: string) => ['company', name.trim().toLowerCase()] as const,
};

/** GET /company/{name}: companies whose name contains the text (employer-name step). */
export function lookupCompany(client: ApiClient, name: string, signal?: AbortSignal) {
  return client.call('companyLookup', companyEndpoints.companyLookup, { params: { name: name.trim() }, signal });
}

/**
 * Company registers move slowly; five minutes keeps typing-ahead from asking twice. Not persisted:
 * the key is what the applicant typed, their employer's name (personal data).
 */
export function companyQueryOptions(client: ApiClient, name: string) {
  return queryOptions({
    queryKey: companyKeys.byName(name),
    queryFn: ({ signal }) => lookupCompany(client, name, signal),
    staleTime: 5 * 60 * 1000,
    meta: NOT_PERSISTED,
    ...queryRetryOptions,
  });
}
