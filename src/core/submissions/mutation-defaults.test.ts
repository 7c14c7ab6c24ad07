import { afterEach, describe, it, expect, vi } from 'vitest';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { createMemoryLogger } from '../../domain/logger';
import { createApiClient } from '../../api/client';
import { ApiError } from '../../api/errors';
import { WRITE_NAMES, type WriteName, type WriteVariables } from '../../api/writes';
import { registerMutationDefaults, shouldRetrySubmission, SUBMISSION_MAX_RETRIES } from './mutation-defaults';
import { createOutbox, type Outbox } from './outbox';
import { startSubmission } from './start-submission';
import { SUBMISSION_SCOPE_ID, submissionKey } from './submission-keys';
import { fakeServer, memoryStore, statusResponder, testClient, testQueryClient, waitUntil } from '../../../tests/support/submissions';

const fast = { retryDelay: () => 1 };
let clients: QueryClient[] = [];

function setup(server = fakeServer(), options: Parameters<typeof registerMutationDefaults>[2] = fast) {
  const queryClient = testQueryClient();
  queryClient.mount();
  clients.push(queryClient);
  const client = testClient(server.fetch);
  registerMutationDefaults(queryClient, client, options);
  return { queryClient, client, server };
}

/** A write as submit() makes it, with the test's own key: kept in the outbox when there is one, then started. */
async function submit<N extends WriteName>(queryClient: QueryClient, name: N, variables: WriteVariables<N>, outbox?: Outbox) {
  await outbox?.record(name, variables);
  return startSubmission(queryClient, name, variables);
}

afterEach(() => {
  onlineManager.setOnline(true);
  clients.forEach((c) => c.unmount());
  clients = [];
});

describe('registerMutationDefaults (DESIGN.md §5: every write a mutation with registered defaults)', () => {
  it('registers a function, scope "lead" and online network mode for every write of the contract', () => {
    const { queryClient } = setup();
    expect(WRITE_NAMES).toEqual(
      expect.arrayContaining(['leadCreateV3', 'leadUpdateV3', 'mobileVerify', 'affiliateEvent', 'unsubscribe', 'consentsSave', 'offerPolicy', 'leadSkip']),
    );
    expect(WRITE_NAMES).not.toContain('leadStatus');
    for (const name of WRITE_NAMES) {
      const defaults = queryClient.getMutationDefaults(submissionKey(name));
      expect(defaults.mutationFn, name).toBeTypeOf('function');
      expect(defaults.scope).toEqual({ id: SUBMISSION_SCOPE_ID });
      expect(defaults.networkMode).toBe('online');
    }
  });

  it('retries 503 with the same Idempotency-Key until it succeeds', async () => {
    const server = fakeServer();
    server.next.push(statusResponder(503), statusResponder(503));
    const { queryClient } = setup(server);
    const answer = await submit(queryClient, 'leadCreateV3', { idempotencyKey: 'key-1', body: { amount: 300 } });
    expect(answer).toEqual({ id: 'lead-key-1' });
    expect(server.requests.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it("waits the 503's Retry-After before the retry, not the backoff's first second", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const server = fakeServer();
      server.next.push(() => new Response(JSON.stringify({ code: 'unavailable' }), { status: 503, headers: { 'Retry-After': '3' } }));
      const { queryClient } = setup(server, {}); // the default retry delay
      const sent = startSubmission(queryClient, 'leadCreateV3', { idempotencyKey: 'after', body: { amount: 300 } });
      while (queryClient.getMutationCache().getAll()[0]?.state.failureCount !== 1) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(2900); // the backoff would have retried after 1 s
      expect(server.requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(100);
      await expect(sent).resolves.toMatchObject({ id: expect.any(String) });
      expect(server.requests.map((r) => r.idempotencyKey)).toEqual(['after', 'after']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not retry a 4xx and marks the submission rejected in the outbox', async () => {
    const server = fakeServer(statusResponder(422, { code: 'validation_failed', errors: { 'contactDetails.email': 'invalid' } }));
    const outbox = createOutbox({ store: memoryStore() });
    const { queryClient } = setup(server, { ...fast, outbox });
    const error = await submit(queryClient, 'leadUpdateV3', { idempotencyKey: 'k', body: { id: 'L1' } }, outbox).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, fieldErrors: { 'contactDetails.email': 'invalid' } });
    expect(server.requests).toHaveLength(1);
    expect((await outbox.entries()).map((e) => e.status)).toEqual(['rejected']);
  });

  it('sends the request another tab recorded first under a key, its call and body: one key never carries two requests', async () => {
    const store = memoryStore();
    const outbox = createOutbox({ store });
    // Tab A reserved the application's offer-answer key for accepting offer a; tab B declines offer b under the same key.
    await outbox.record('offerAcceptCreditea', { idempotencyKey: 'offer-answer', body: { leadId: 'L', offerId: 'a' } });
    const { queryClient, server } = setup(fakeServer(), { ...fast, outbox });
    await submit(queryClient, 'leadSale', { idempotencyKey: 'offer-answer', body: { leadId: 'L', offerId: 'b', accepted: false } });
    await submit(queryClient, 'leadSale', { idempotencyKey: 'offer-answer', body: { leadId: 'L', offerId: 'b', accepted: false } });
    expect(server.requests).toEqual([{ method: 'POST', path: '/api/lead/offer/accept-creditea-offer', idempotencyKey: 'offer-answer', body: { leadId: 'L', offerId: 'a' } }]);
  });

  it('stops after the retry limit, leaving the submission pending in the outbox for the next start', async () => {
    const server = fakeServer(statusResponder(503));
    const outbox = createOutbox({ store: memoryStore() });
    const { queryClient } = setup(server, { ...fast, outbox, maxRetries: 2 });
    await expect(submit(queryClient, 'leadCreateV3', { idempotencyKey: 'k', body: {} }, outbox)).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(3);
    expect((await outbox.pending()).map((e) => e.idempotencyKey)).toEqual(['k']);
  });

  it("logs 'Failed to post lead' without the payload (SPEC §8)", async () => {
    const logger = createMemoryLogger();
    const server = fakeServer(statusResponder(400));
    const queryClient = testQueryClient();
    clients.push(queryClient);
    const client = createApiClient({ apiBase: 'http://x.test', policiesPath: '/policy', productId: 'P', fetch: server.fetch, logger });
    registerMutationDefaults(queryClient, client, fast);
    await submit(queryClient, 'leadCreateV3', { idempotencyKey: 'k', body: { contactDetails: { email: 'ana@x.es' } } }).catch(() => undefined);
    await submit(queryClient, 'leadUpdateV3', { idempotencyKey: 'k2', body: { id: 'L' } }).catch(() => undefined);
    expect(logger.lines.map((l) => l.message)).toEqual(['Failed to post lead', 'Failed to update lead']);
    expect(JSON.stringify(logger.lines)).not.toContain('ana@x.es');
  });

  it('pauses a submission made offline and sends it when the network is back', async () => {
    const { queryClient, server } = setup();
    onlineManager.setOnline(false);
    const sent = submit(queryClient, 'leadCreateV3', { idempotencyKey: 'off', body: {} });
    await waitUntil(() => queryClient.getMutationCache().getAll()[0]?.state.isPaused === true);
    expect(server.requests).toHaveLength(0);
    onlineManager.setOnline(true);
    await expect(sent).resolves.toEqual({ id: 'lead-off' });
  });

  it('sends writes one at a time, in the order they were made (scope)', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const server = fakeServer(async (request) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return new Response(JSON.stringify({ id: 'L', state: 2, key: request.idempotencyKey }), { status: 200 });
    });
    const { queryClient } = setup(server);
    await Promise.all(['a', 'b', 'c'].map((key) => submit(queryClient, 'leadUpdateV3', { idempotencyKey: key, body: { id: 'L' } })));
    expect(maxInFlight).toBe(1);
    expect(server.requests.map((r) => r.idempotencyKey)).toEqual(['a', 'b', 'c']);
  });

  it('retries only retryable errors, up to the limit', () => {
    const retry = shouldRetrySubmission(SUBMISSION_MAX_RETRIES);
    const error = (status: number) => new ApiError({ code: status >= 500 ? 'bad_response' : 'bad_request', message: '', endpoint: 'x', status });
    expect(retry(0, error(503))).toBe(true);
    expect(retry(SUBMISSION_MAX_RETRIES, error(503))).toBe(false);
    expect(retry(0, error(422))).toBe(false);
    expect(retry(0, new ApiError({ code: 'network', message: 'Network Error', endpoint: 'x' }))).toBe(true);
  });
});
