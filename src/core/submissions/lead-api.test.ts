import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, it, expect } from 'vitest';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { backoffDelay } from '../../api/retry-policy';
import { clientFor, completeLead, startLeadApi, type RunningLeadApi } from '../../../tests/contract/harness';
import { testSupportEndpoints } from '../../api/contract/test-support';
import { setupSubmissions } from './setup-submissions';
import { startSubmission } from './start-submission';
import { memoryStore, testKeys, testQueryClient, waitUntil } from '../../../tests/support/submissions';

/** Submissions against the real lead API over HTTP: retries, reloads and idempotency end to end. */
let server: RunningLeadApi;
let pages: QueryClient[] = [];

beforeAll(async () => {
  server = await startLeadApi({ slowMs: 300 });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  onlineManager.setOnline(true);
  pages.forEach((c) => c.unmount());
  pages = [];
});

function openPage(store = memoryStore()) {
  const queryClient = testQueryClient();
  queryClient.mount();
  pages.push(queryClient);
  const requests: string[] = [];
  const counting: typeof fetch = (input, init) => {
    requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    return fetch(input, init);
  };
  const { client } = clientFor(server.origin, { fetch: counting });
  // The production backoff, 20 times faster: 50 ms doubling up to 1.5 s.
  const submissions = setupSubmissions({ queryClient, client, store, keys: testKeys(), retryDelay: (n) => backoffDelay(n, 50, 1500) });
  return { queryClient, submissions, client, store, requests };
}

const countLeads = async () => {
  const { client } = clientFor(server.origin);
  return (await client.call('testLeads', testSupportEndpoints.testLeads)).count;
};

describe('submissions against the reference lead API', () => {
  it('a create that meets 503 twice is retried with its key and makes exactly one lead (fail2@)', async () => {
    const before = await countLeads();
    const { queryClient, submissions, requests } = openPage();
    const variables = { body: completeLead('fail2+retry@example.com'), idempotencyKey: randomUUID() };
    await submissions.outbox.record('leadCreateV3', variables);
    const answer = await startSubmission(queryClient, 'leadCreateV3', variables);
    expect(answer).toMatchObject({ id: expect.any(String) });
    expect(requests).toEqual(['POST /api/v3/lead', 'POST /api/v3/lead', 'POST /api/v3/lead']);
    expect((await submissions.outbox.entries()).map((e) => e.status)).toEqual(['sent']);
    expect(await countLeads()).toBe(before + 1);
  });

  it('a create in flight at a reload is re-sent with the same key and still makes one lead', async () => {
    const before = await countLeads();
    const first = openPage();
    const variables = { body: completeLead('slow+reload@example.com'), idempotencyKey: randomUUID() };
    await first.submissions.outbox.record('leadCreateV3', variables);
    void startSubmission(first.queryClient, 'leadCreateV3', variables).catch(() => undefined);
    await waitUntil(() => first.queryClient.getMutationCache().getAll()[0]?.state.status === 'pending');
    await new Promise((resolve) => setTimeout(resolve, 20)); // the request is now at the server
    first.queryClient.unmount(); // the reload

    const second = openPage(first.store);
    const report = await second.submissions.resendPending();
    expect(report.resent).toEqual([variables.idempotencyKey]);
    // The server is still answering the first request: 409 in progress, retried, then the first answer.
    await waitUntil(() => second.queryClient.getMutationCache().getAll()[0]?.state.status === 'success', 5000);
    expect(await countLeads()).toBe(before + 1);
  });

  it('a create made offline is sent once the network is back', async () => {
    const before = await countLeads();
    const { queryClient, submissions } = openPage();
    onlineManager.setOnline(false);
    const variables = { body: completeLead('accepted+offline@example.com'), idempotencyKey: randomUUID() };
    await submissions.outbox.record('leadCreateV3', variables);
    const sent = startSubmission(queryClient, 'leadCreateV3', variables);
    await waitUntil(() => queryClient.getMutationCache().getAll()[0]?.state.isPaused === true);
    expect(await countLeads()).toBe(before);
    onlineManager.setOnline(true);
    await expect(sent).resolves.toMatchObject({ id: expect.any(String) });
    expect(await countLeads()).toBe(before + 1);
  });
});
