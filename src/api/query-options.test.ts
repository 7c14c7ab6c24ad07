import { describe, it, expect } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryLogger } from '../domain/logger';
import { createApiClient } from './client';
import { isPersistableQuery, NOT_PERSISTED } from './persist-policy';
import { emailValidationQueryOptions } from './email';
import { leadStatusQueryOptions } from './lead-status';
import { companyQueryOptions } from './company';
import { postcodeQueryOptions } from './postcode';
import { policiesQueryOptions } from './policies';

function clientAnswering(statuses: number[]) {
  const seen: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    seen.push(String(input));
    const status = statuses.shift() ?? 200;
    return new Response(status === 200 ? JSON.stringify([]) : JSON.stringify({ code: 'unavailable' }), { status });
  };
  const client = createApiClient({ apiBase: 'https://api.test', policiesPath: 'https://cdn.test/policy', productId: 'P', fetch, logger: createMemoryLogger() });
  return { client, seen };
}

describe('read query options (retry only what is retryable)', () => {
  it('retries a 503 and then answers', async () => {
    const { client, seen } = clientAnswering([503, 503, 200]);
    const queryClient = new QueryClient();
    const options = { ...policiesQueryOptions(client, 'es'), retryDelay: 1 };
    await expect(queryClient.fetchQuery(options)).resolves.toEqual([]);
    expect(seen).toEqual(['https://cdn.test/policy?lang=es', 'https://cdn.test/policy?lang=es', 'https://cdn.test/policy?lang=es']);
  });

  it('does not retry a 404', async () => {
    const { client, seen } = clientAnswering([404]);
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery({ ...policiesQueryOptions(client, 'es'), retryDelay: 1 })).rejects.toMatchObject({ status: 404 });
    expect(seen).toHaveLength(1);
  });

  it('marks queries holding personal data as not persisted', () => {
    const { client } = clientAnswering([]);
    expect(emailValidationQueryOptions(client, 'ana@x.es').meta).toEqual(NOT_PERSISTED);
    expect(leadStatusQueryOptions(client, 'L1').meta).toEqual(NOT_PERSISTED);
    // Their keys are what the applicant typed: an employer's name, a postcode of their address.
    expect(companyQueryOptions(client, 'Mercadona').meta).toEqual(NOT_PERSISTED);
    expect(postcodeQueryOptions(client, '28013').meta).toEqual(NOT_PERSISTED);
    expect(policiesQueryOptions(client, 'es').meta).toBeUndefined();
  });

  it('persists only successful queries that do not opt out', () => {
    expect(isPersistableQuery({ state: { status: 'success' } })).toBe(true);
    expect(isPersistableQuery({ state: { status: 'error' } })).toBe(false);
    expect(isPersistableQuery({ meta: NOT_PERSISTED, state: { status: 'success' } })).toBe(false);
  });
});
