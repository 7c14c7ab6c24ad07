import { afterAll, afterEach, beforeAll, describe, it, expect, vi } from 'vitest';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { PERSISTED_QUERY_CACHE } from '../../api/persist-policy';
import { createQueryPersister, QUERY_CACHE_KEY } from '../../storage/query-persister';
import type { WriteName, WriteVariables } from '../../api/writes';
import { OUTBOX_KEY } from './outbox';
import { setupSubmissions, type Submissions } from './setup-submissions';
import { startSubmission } from './start-submission';
import { fakeServer, memoryStore, okResponder, testClient, testKeys, testQueryClient, waitUntil } from '../../../tests/support/submissions';

/**
 * Regression tests for TanStack Query's offline bugs named in DESIGN.md §9, on a real QueryClient,
 * the real persister on a store, and onlineManager. A "page" is one page life: a reload is a new page
 * on the same store, restored the way PersistQueryClientProvider does it.
 */
type Store = ReturnType<typeof memoryStore>;
type Server = ReturnType<typeof fakeServer>;
type Page = { queryClient: QueryClient; submissions: Submissions; save(): Promise<void> };

// Node 24 has Web Locks. A simulated reload cannot free the locks the "previous page" holds (a
// browser does), so these outbox tests run as a browser without Web Locks would; tabs are tested in
// tests/e2e/one-lead.spec.ts.
beforeAll(() => vi.stubGlobal('navigator', { ...globalThis.navigator, locks: undefined }));
afterAll(() => vi.unstubAllGlobals());

let pages: QueryClient[] = [];
/** A reload ends the previous page: it no longer hears the network come back. */
function endPages() {
  pages.forEach((c) => c.unmount());
  pages = [];
}
afterEach(() => {
  onlineManager.setOnline(true);
  endPages();
});

async function openPage(store: Store, server: Server): Promise<Page> {
  endPages();
  const queryClient = testQueryClient();
  queryClient.mount();
  pages.push(queryClient);
  const client = testClient(server.fetch);
  const submissions = setupSubmissions({ queryClient, client, store, keys: testKeys(), retryDelay: () => 1 });
  const persister = createQueryPersister(store, { throttleTime: 0 });
  // The product's persist policy (restore-query-cache.ts), then what boot does.
  await persistQueryClientRestore({ queryClient, persister });
  await submissions.resendPending();
  return { queryClient, submissions, save: () => persistQueryClientSave({ queryClient, persister, dehydrateOptions: PERSISTED_QUERY_CACHE }) };
}

/** A write the page makes: kept in its outbox, then started (as submit() does, with the test's own key). */
function submit<N extends WriteName>(page: Page, name: N, variables: WriteVariables<N>): Promise<unknown> {
  const sent = page.submissions.outbox.record(name, variables).then(() => startSubmission(page.queryClient, name, variables));
  sent.catch(() => undefined);
  return sent;
}

const persistedMutations = (store: Store) =>
  (store.data.has(QUERY_CACHE_KEY)
    ? (JSON.parse(store.data.get(QUERY_CACHE_KEY) as string) as { clientState: { mutations: unknown[] } }).clientState.mutations
    : []
  ).length;
const pausedCount = (queryClient: QueryClient) => queryClient.getMutationCache().getAll().filter((m) => m.state.isPaused).length;
const keysSent = (server: Server) => server.requests.map((r) => r.idempotencyKey);
const pendingKeys = async (page: Page) => (await page.submissions.outbox.pending()).map((entry) => entry.idempotencyKey);
const hang = () => new Promise<Response>(() => undefined);

describe('a pending write has one stored copy, the outbox', () => {
  it('offline reloads neither double nor lose the paused writes (TanStack/query #4846), and each is sent once when back', async () => {
    const store = memoryStore();
    const server = fakeServer();
    onlineManager.setOnline(false);
    const first = await openPage(store, server);
    void submit(first, 'leadCreateV3', { idempotencyKey: 'a', body: { amount: 300 } });
    void submit(first, 'affiliateEvent', { idempotencyKey: 'b', body: { event: 'lead', sessionId: 's' } });
    await waitUntil(() => pausedCount(first.queryClient) === 2);
    await waitUntil(async () => (await pendingKeys(first)).length === 2);
    await first.save();

    for (let reload = 0; reload < 3; reload += 1) {
      const page = await openPage(store, server);
      expect(pausedCount(page.queryClient)).toBe(2);
      expect(await pendingKeys(page)).toEqual(['a', 'b']);
      await page.save();
      expect(persistedMutations(store)).toBe(0);
    }
    expect(server.requests).toHaveLength(0);

    onlineManager.setOnline(true); // the last page hears the network come back
    await waitUntil(() => server.requests.length === 2);
    expect(keysSent(server)).toEqual(['a', 'b']);
    await waitUntil(async () => (await pendingKeys(first)).length === 0);
  });
});

describe('one failure does not leave every mutation paused (TanStack/query #6825)', () => {
  it('a network failure while the connection drops pauses the queue, and all of it runs when back', async () => {
    const store = memoryStore();
    const server = fakeServer();
    server.next.push(() => {
      onlineManager.setOnline(false);
      return Promise.reject(new TypeError('fetch failed'));
    });
    const page = await openPage(store, server);
    const sent = ['x', 'y', 'z'].map((key) => submit(page, 'leadUpdateV3', { idempotencyKey: key, body: { id: 'L' } }));
    await waitUntil(() => pausedCount(page.queryClient) === 3);
    onlineManager.setOnline(true);
    await Promise.all(sent);
    expect(keysSent(server)).toEqual(['x', 'x', 'y', 'z']);
    expect(await page.submissions.outbox.pending()).toEqual([]);
  });

  it('a 4xx on the first write does not stop the writes queued behind it', async () => {
    const server = fakeServer();
    server.next.push(() => new Response(JSON.stringify({ code: 'bad_request' }), { status: 400 }));
    const page = await openPage(memoryStore(), server);
    onlineManager.setOnline(false);
    const sent = ['x', 'y'].map((key) => submit(page, 'leadUpdateV3', { idempotencyKey: key, body: { id: 'L' } }));
    await waitUntil(() => pausedCount(page.queryClient) === 2);
    onlineManager.setOnline(true);
    await expect(sent[0]).rejects.toMatchObject({ status: 400 });
    await expect(sent[1]).resolves.toMatchObject({ id: 'lead-1' });
    expect(keysSent(server)).toEqual(['x', 'y']);
  });
});

describe('the outbox re-sends what was in flight at a reload (TanStack/query #6238)', () => {
  it('re-sends a submission in flight at the reload, with the same key, once', async () => {
    const store = memoryStore();
    const server = fakeServer(hang);
    const first = await openPage(store, server);
    void submit(first, 'leadCreateV3', { idempotencyKey: 'inflight', body: { amount: 300 } });
    await waitUntil(() => server.requests.length === 1);
    await first.save();
    expect(persistedMutations(store)).toBe(0);

    server.requests.length = 0;
    const answering = fakeServer(okResponder);
    const second = await openPage(store, answering);
    await waitUntil(() => second.queryClient.getMutationCache().getAll()[0]?.state.status === 'success');
    expect(keysSent(answering)).toEqual(['inflight']);
    expect((await second.submissions.outbox.entries())?.map((e) => e.status)).toEqual(['sent']);
    expect(JSON.stringify(JSON.parse(store.data.get(OUTBOX_KEY) as string))).not.toContain('amount');
  });

  it('sends a paused write and the one in flight at the reload once each, in the order made', async () => {
    const store = memoryStore();
    const first = await openPage(store, fakeServer(hang));
    void submit(first, 'leadUpdateV3', { idempotencyKey: 'u1', body: { id: 'L', amount: 400 } });
    void submit(first, 'leadUpdateV3', { idempotencyKey: 'u2', body: { id: 'L', amount: 500 } });
    await waitUntil(() => pausedCount(first.queryClient) === 1); // u2 waits behind u1 (scope)
    await waitUntil(async () => (await pendingKeys(first)).length === 2);
    await first.save();
    expect(persistedMutations(store)).toBe(0);

    const server = fakeServer();
    const second = await openPage(store, server);
    await waitUntil(() => second.queryClient.getMutationCache().getAll().every((m) => m.state.status === 'success'));
    expect(keysSent(server)).toEqual(['u1', 'u2']);
    expect(second.queryClient.getMutationCache().getAll()).toHaveLength(2);
  });

  it('leaves a key this page is already sending to its own mutation', async () => {
    const store = memoryStore();
    const server = fakeServer(hang);
    const page = await openPage(store, server);
    void submit(page, 'leadCreateV3', { idempotencyKey: 'k', body: {} });
    await waitUntil(() => server.requests.length === 1);
    await waitUntil(async () => (await pendingKeys(page)).length === 1);
    const report = await page.submissions.resendPending();
    expect(report).toEqual({ resent: [], alreadyRunning: ['k'], dropped: [] });
    expect(keysSent(server)).toEqual(['k']);
  });
});
