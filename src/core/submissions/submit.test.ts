import { afterEach, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { fakeServer, memoryStore, testClient, testQueryClient, waitUntil, type SeenRequest } from '../../../tests/support/submissions';
import { createApplicationState, type ApplicationState } from '../../domain/journey/application-record';
import { createLead } from '../../domain/lead/lead';
import { createMemoryLogger } from '../../domain/logger';
import { applicationKeys } from '../application/application-keys';
import { createAppStores } from '../application/create-stores';
import { WRITE_NAMES } from '../../api/contract/write-names';
import { keyPolicyOf } from './key-policies';
import { setupSubmissions } from './setup-submissions';

/**
 * submit(), the one owner of a write (DESIGN.md §10): it keys the write by its policy, refuses a
 * second press while the first is on its way, keeps it in the outbox and starts its send; a reserved
 * intent is chosen once for every tab. Two tabs here are two queues over one storage and one server.
 */
type Storage = ReturnType<typeof memoryStore>;
const LEAD_ID = 'lead-37';
const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.unmount()));

async function openTab(storage: Storage, server: ReturnType<typeof fakeServer>, application: ApplicationState = { ...createApplicationState(createLead({ sessionId: 'session-1' })), id: LEAD_ID }) {
  const stores = await createAppStores({ storage, logger: createMemoryLogger(), application, flow: 'v3', asksReference: false });
  const queryClient = testQueryClient();
  queryClient.mount();
  clients.push(queryClient);
  const submissions = setupSubmissions({ queryClient, client: testClient(server.fetch), store: storage, keys: applicationKeys(stores, storage), retryDelay: () => 1 });
  return { stores, queryClient, submissions };
}

const sent = (server: ReturnType<typeof fakeServer>, path: string): SeenRequest[] => server.requests.filter((request) => request.path.endsWith(path));
const ROUTE = '/ipfd-offer-choice';

describe('the keys: the queue chooses every one, by the write', () => {
  it('an offer answer and a lead create are one per application; a new code is one per press; every other write is keyed by what it sends', () => {
    expect(keyPolicyOf('leadCreateV3')).toEqual({ kind: 'reserved', intent: 'create' });
    expect(keyPolicyOf('leadSale')).toEqual({ kind: 'reserved', intent: 'offerAnswer' });
    expect(keyPolicyOf('offerAcceptCreditea')).toEqual({ kind: 'reserved', intent: 'offerAnswer' });
    expect(keyPolicyOf('mobileResendCode')).toEqual({ kind: 'repeatable' });
    expect(keyPolicyOf('leadUpdateV3')).toEqual({ kind: 'content' });
    expect(WRITE_NAMES.map(keyPolicyOf).filter((policy) => policy.kind === 'reserved')).toHaveLength(6);
  });

  it('the same answers sent again from another press are one submission, other answers another', async () => {
    const server = fakeServer();
    const tab = await openTab(memoryStore(), server);
    const marital = (maritalStatus: string) => ({ name: 'leadMaritalDetails' as const, input: { body: { leadId: LEAD_ID, maritalStatus } }, origin: '/marital-details' });
    const answered = () => waitUntil(() => tab.queryClient.getMutationCache().getAll().every((mutation) => mutation.state.status !== 'pending'));
    expect(await tab.submissions.submit(marital('married'))).toBe('started');
    await answered();
    expect(await tab.submissions.submit(marital('married'))).toBe('started');
    await answered();
    expect(await tab.submissions.submit(marital('single'))).toBe('started');
    await answered();
    const [married, single] = sent(server, '/lead/marital-details').map((request) => request.idempotencyKey);
    expect(sent(server, '/lead/marital-details')).toHaveLength(2);
    expect(single).not.toBe(married);
  });
});

describe('a second press while the first is on its way', () => {
  it('is refused: one request, whatever the press', async () => {
    const server = fakeServer();
    let answer = () => undefined as void;
    server.next.push(() => new Promise((resolve) => (answer = () => resolve(Response.json({ id: LEAD_ID, state: 10 })))));
    const tab = await openTab(memoryStore(), server);
    const press = () => tab.submissions.submit({ name: 'leadCnp', input: { body: { leadId: LEAD_ID, cnp: '1850327123456' } }, origin: '/cnp' });
    expect(await press()).toBe('started');
    await waitUntil(() => sent(server, '/lead/cnp').length === 1);
    expect(await press()).toBe('busy');
    answer();
    await waitUntil(() => tab.queryClient.getMutationCache().getAll().every((mutation) => mutation.state.status !== 'pending'));
    expect(sent(server, '/lead/cnp')).toHaveLength(1);
  });
});

describe('a reserved intent, in two tabs at once', () => {
  it('two tabs creating the lead at the same moment send one create', async () => {
    const storage = memoryStore();
    const server = fakeServer();
    const fresh = createApplicationState(createLead({ sessionId: 'session-1' }));
    const [tabA, tabB] = [await openTab(storage, server, fresh), await openTab(storage, server, fresh)];
    const create = { name: 'leadCreateV3' as const, input: { body: { amount: 500 } }, origin: '/initial-details' };
    const outcomes = await Promise.all([tabA.submissions.submit(create), tabB.submissions.submit(create)]);
    expect(outcomes).toEqual(['started', 'started']);
    await waitUntil(async () => (await tabA.submissions.outbox.pending()).length === 0);
    expect(sent(server, '/v3/lead')).toHaveLength(1);
    expect(tabA.stores.application.getState().createKey).toBe(tabB.stores.application.getState().createKey);
  });

  it('a tab pressing Continue after another tab made the lead sends nothing, and goes on with that lead', async () => {
    const storage = memoryStore();
    const server = fakeServer();
    const fresh = createApplicationState(createLead({}));
    const [tabA, tabB] = [await openTab(storage, server, fresh), await openTab(storage, server, fresh)];
    tabA.stores.application.setState((state) => ({ ...state, id: LEAD_ID }));
    await tabA.stores.application.flush();
    expect(await tabB.submissions.submit({ name: 'leadCreateV3', input: { body: { amount: 500 } }, origin: '/initial-details' })).toBe('leadExists');
    expect(tabB.stores.application.getState().id).toBe(LEAD_ID);
    expect(server.requests).toHaveLength(0);
  });

  it('a second tab answering another offer sends the answer the first tab made: its call, body and key', async () => {
    const storage = memoryStore();
    const server = fakeServer();
    let answer = () => undefined as void;
    server.next.push(() => new Promise((resolve) => (answer = () => resolve(Response.json({ id: LEAD_ID, state: 10 })))));
    const [tabA, tabB] = [await openTab(storage, server), await openTab(storage, server)];
    await tabA.submissions.submit({ name: 'offerAcceptCreditea', input: { body: { leadId: LEAD_ID, offerId: 'a' } }, origin: ROUTE });
    await waitUntil(() => server.requests.length === 1);
    await tabB.submissions.submit({ name: 'leadSale', input: { body: { leadId: LEAD_ID, offerId: 'b', accepted: false } }, origin: ROUTE });
    answer();
    await waitUntil(async () => (await tabA.submissions.outbox.pending()).length === 0);
    expect(server.requests.map(({ path, body }) => ({ path, body }))).toEqual([{ path: '/api/lead/offer/accept-creditea-offer', body: { leadId: LEAD_ID, offerId: 'a' } }]);
    expect(tabB.stores.application.getState().offerAnswerKey).toBe(tabA.stores.application.getState().offerAnswerKey);
  });

  it('an answer the server refused for good (an offer expired) frees the key: the next answer is a new request', async () => {
    const server = fakeServer();
    server.next.push(() => Response.json({ code: 'validation_failed', errors: { offerId: 'expired' } }, { status: 422 }));
    const tab = await openTab(memoryStore(), server);
    await tab.submissions.submit({ name: 'offerAcceptCreditea', input: { body: { leadId: LEAD_ID, offerId: 'a' } }, origin: ROUTE });
    await waitUntil(() => tab.stores.application.getState().offerAnswerKey === undefined && server.requests.length === 1);
    await tab.submissions.submit({ name: 'leadSale', input: { body: { leadId: LEAD_ID, offerId: 'a', accepted: false } }, origin: ROUTE });
    await waitUntil(() => server.requests.length === 2);
    const [refused, declined] = server.requests;
    expect(declined?.idempotencyKey).not.toBe(refused?.idempotencyKey);
    expect(declined?.body).toEqual({ leadId: LEAD_ID, offerId: 'a', accepted: false });
  });
});
