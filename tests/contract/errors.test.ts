import { afterAll, beforeAll, describe, it, expect } from 'vitest';
import { undocumentedAnswers } from './documented-answers';
import { ENDPOINTS } from '../../src/api/contract/endpoints';
import { ApiError } from '../../src/api/errors';
import { createLead } from '../../src/api/leads';
import { getLeadStatus } from '../../src/api/lead-status';
import { getPolicies } from '../../src/api/policies';
import { lookupPostcode } from '../../src/api/postcode';
import { READ_CALLS } from './calls-covered';
import { clientFor, completeLead, refusedPort, startLeadApi, type RunningLeadApi } from './harness';
import { STEP_NAMES } from './step-bodies';

/** lead-api answers `slow@` writes after this long (LeadApiOptions.slowMs). */
const SLOW_MS = 800;

let server: RunningLeadApi;
beforeAll(async () => {
  server = await startLeadApi({ slowMs: SLOW_MS });
});
afterAll(async () => {
  expect(undocumentedAnswers(), 'answers outside the OpenAPI document').toEqual([]);
  await server.close();
});

const lead = (email: string, idempotencyKey: string) => ({ idempotencyKey, body: completeLead(email) });

describe('every failure is one ApiError with a stable code (SPEC §8, STYLE.md item 3)', () => {
  it("a refused port is 'network', 'Network Error', retryable", async () => {
    const { client } = clientFor(`http://127.0.0.1:${await refusedPort()}`);
    const error = await getPolicies(client, 'es').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'network', message: 'Network Error', retryable: true });
  });

  it("an answer slower than timeoutMs is 'timeout', 'timeout of 50ms exceeded', retryable", async () => {
    const { client } = clientFor(server.origin, { timeoutMs: 50 });
    await expect(createLead(client, lead('slow@example.com', 'timeout-1'))).rejects.toMatchObject({
      code: 'timeout',
      message: 'timeout of 50ms exceeded',
      retryable: true,
    });
  });

  it("a request the caller aborts is 'aborted', 'Request aborted', not retried", async () => {
    const { client } = clientFor(server.origin);
    const controller = new AbortController();
    const pending = client.call('leadCreateV3', ENDPOINTS.leadCreateV3, {
      body: completeLead('slow+abort@example.com'),
      idempotencyKey: 'abort-1',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ code: 'aborted', message: 'Request aborted', retryable: false });
  });

  it('503 is bad_response and retryable; the same key succeeds once the server recovers (fail2@)', async () => {
    const { client } = clientFor(server.origin);
    const variables = lead('fail2@example.com', 'fail2-1');
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await expect(createLead(client, variables)).rejects.toMatchObject({
        code: 'bad_response',
        status: 503,
        serverCode: 'unavailable',
        message: 'Request failed with status code 503',
        retryable: true,
      });
    }
    await expect(createLead(client, variables)).resolves.toMatchObject({ id: expect.any(String) });
  });

  it('409 idempotency_in_progress (the same key while the first is answered) is retryable', async () => {
    const { client } = clientFor(server.origin);
    const variables = lead('slow+dup@example.com', 'in-progress-1');
    const first = createLead(client, variables);
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS / 4)); // the first is now at the server
    await expect(createLead(client, variables)).rejects.toMatchObject({ status: 409, serverCode: 'idempotency_in_progress', retryable: true });
    await expect(first).resolves.toMatchObject({ id: expect.any(String) });
  });

  it("a malformed answer is 'invalid_response', not a crash", async () => {
    // The real server, with one answer corrupted on the way: a proxy or a backend out of contract.
    const corrupting: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!String(input).includes('/postcode/')) return response;
      return new Response(JSON.stringify({ postalCode: 28013, province: null }), { status: 200 });
    };
    const { client } = clientFor(server.origin, { fetch: corrupting });
    const error = await lookupPostcode(client, '28013').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'invalid_response', retryable: false, status: 200 });
    expect((error as Error).message).toContain('postalCode');
  });

  it('a 429 is bad_request and retryable, after the wait its Retry-After names', async () => {
    const limited = await startLeadApi({ rateLimits: { leadCreate: { calls: ['leadCreateV3'], perAddress: { limit: 1, windowMs: 60_000 } } } });
    const { client } = clientFor(limited.origin);
    await expect(createLead(client, lead('accepted+first@example.com', 'limited-1'))).resolves.toMatchObject({ id: expect.any(String) });
    const error = await createLead(client, lead('accepted+second@example.com', 'limited-2')).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'bad_request', status: 429, serverCode: 'rate_limited', retryable: true });
    expect((error as ApiError).retryAfterMs).toBeGreaterThan(0);
    expect((error as ApiError).retryAfterMs).toBeLessThanOrEqual(60_000);
    await limited.close();
  });

  it('a 404 is bad_request, not retried', async () => {
    const { client } = clientFor(server.origin);
    await expect(getLeadStatus(client, 'missing')).rejects.toMatchObject({ code: 'bad_request', status: 404, retryable: false });
  });
});

describe('coverage of SPEC §7', () => {
  it('reads.test.ts and writes.test.ts between them call every endpoint of the contract table', () => {
    const lead = ['leadCreateV3', 'leadCreateV2', 'leadUpdateV3', 'leadUpdateV2', 'unsubscribe', 'leadPartnerReturn'];
    const covered = new Set<string>([...READ_CALLS, ...STEP_NAMES, ...lead]);
    expect(Object.keys(ENDPOINTS).filter((name) => !covered.has(name))).toEqual([]);
  });
});
