import { queryOptions } from '@tanstack/react-query';
import { emailEndpoints } from './contract/email';
import type { ApiClient } from './client';
import { NOT_PERSISTED } from './persist-policy';
import { queryRetryOptions } from './retry-policy';

export const emailKeys = {
  all: ['email-validation'] as const,
  validation: (email: string) => ['email-validation', email] as const,
};

/** SPEC §5: the server e-mail validation call. The address is one encoded path segment. */
export function validateEmail(client: ApiClient, email: string, signal?: AbortSignal) {
  return client.call('emailValidate', emailEndpoints.emailValidate, { params: { email }, signal });
}

/** An address's validity does not change during a visit; the key holds the address, so it is not persisted. */
export function emailValidationQueryOptions(client: ApiClient, email: string) {
  return queryOptions({
    queryKey: emailKeys.validation(email),
    queryFn: ({ signal }) => validateEmail(client, email, signal),
    staleTime: Infinity,
    gcTime: 10 * 60 * 1000,
    meta: NOT_PERSISTED,
    ...queryRetryOptions,
  });
}
