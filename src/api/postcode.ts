import { queryOptions } from '@tanstack/react-query';
import { API_SECRET_HEADER } from './contract/common';
import { postcodeEndpoints } from './contract/postcode';
import type { ApiClient } from './client';
import { NOT_PERSISTED } from './persist-policy';
import { queryRetryOptions } from './retry-policy';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PostcodeCall = 'postcodeLookup' | 'postcode';

export const postcodeKeys = {
  all: ['postcode'] as const,
  byCode: (code: string, call: PostcodeCall = 'postcodeLookup') => ['postcode', call, code] as const,
};

/**
 * SPEC §7: GET /postcode/lookup/{code} and GET /postcode/{code} send an API secret, the runtime
 * configuration's `postcodeApiSecret`; without one no header is sent.
 */
export function lookupPostcode(
  client: ApiClient,
  code: string,
  options: { call?: PostcodeCall; apiSecret?: string; signal?: AbortSignal } = {},
) {
  const call = options.call ?? 'postcodeLookup';
  return client.call(call, postcodeEndpoints[call], {
    params: { code },
    signal: options.signal,
    ...(options.apiSecret ? { headers: { [API_SECRET_HEADER]: options.apiSecret } } : {}),
  });
}

/** Postcode tables change a few times a year: a day fresh. Not persisted: the key is part of the applicant's address. */
export function postcodeQueryOptions(
  client: ApiClient,
  code: string,
  options: { call?: PostcodeCall; apiSecret?: string } = {},
) {
  return queryOptions({
    queryKey: postcodeKeys.byCode(code, options.call),
    queryFn: ({ signal }) => lookupPostcode(client, code, { ...options, signal }),
    staleTime: DAY_MS,
    meta: NOT_PERSISTED,
    ...queryRetryOptions,
  });
}
