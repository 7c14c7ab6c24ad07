/** Test doubles for the submissions tests; nothing in the app imports this file. */
import { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '../../src/api/client';
import { createMemoryLogger } from '../../src/domain/logger';
import type { KeyValueStore, StorageKey } from '../../src/storage/types';
import { applicationKeys } from '../../src/core/application/application-keys';
import type { AppStores } from '../../src/core/application/use-stores';
import { createOutbox, createSubmitter, type ApplicationKeys, type Outbox, type SubmissionControls } from '../../src/core/submissions';

/** A KeyValueStore in memory that, like the real one, keeps JSON (so nothing is shared by reference). */
export function memoryStore(): KeyValueStore & { data: Map<StorageKey, string> } {
  const data = new Map<StorageKey, string>();
  return {
    backend: 'indexeddb',
    data,
    get: async <T>(key: StorageKey) => (data.has(key) ? (JSON.parse(data.get(key) as string) as T) : null),
    set: async (key, value) => {
      data.set(key, JSON.stringify(value));
      return true;
    },
    remove: async (key) => data.delete(key),
  };
}

export type SeenRequest = { method: string; path: string; idempotencyKey: string | null; body: unknown };
type Responder = (request: SeenRequest) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers lead creates with a new id, affiliate events with an event id, other writes with { id, state }. */
export const okResponder: Responder = (request) => {
  if (request.path.endsWith('/v3/lead') && request.method === 'POST') return json({ id: `lead-${request.idempotencyKey}` });
  if (request.path.endsWith('/affiliate/event')) return json({ ok: true, eventId: `event-${request.idempotencyKey}` });
  return json({ id: 'lead-1', state: 2 });
};

export const statusResponder =
  (status: number, body: unknown = { code: status >= 500 ? 'unavailable' : 'bad_request' }): Responder =>
  () =>
    json(body, status);

/** A server behind fetch: records every request; `next` answers the coming ones in turn, then `fallback`. */
export function fakeServer(fallback: Responder = okResponder) {
  const requests: SeenRequest[] = [];
  const next: Responder[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(String(input));
    const headers = new Headers(init.headers);
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      idempotencyKey: headers.get('Idempotency-Key'),
      body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    };
    requests.push(request);
    return (next.shift() ?? fallback)(request);
  };
  return { fetch, requests, next };
}

export function testClient(fetch: typeof globalThis.fetch): ApiClient {
  return createApiClient({ apiBase: 'http://lead-api.test/api', policiesPath: '/policy', productId: 'P1', fetch, logger: createMemoryLogger() });
}

/** No retries of queries and no garbage collection during a test. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { gcTime: Infinity } } });
}

/** Polls until the condition holds (or fails the test after `timeoutMs`). */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('waitUntil: condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * The queue's controls for a screen's test: the real submitter (its keys, its press guard, the outbox
 * in memory) over the test's query client, whose mutation defaults stand in for the server.
 */
export function testSubmissionControls(queryClient: QueryClient, stores: AppStores, storage: KeyValueStore = memoryStore()): SubmissionControls & { outbox: Outbox } {
  const outbox = createOutbox({ store: storage });
  const submitter = createSubmitter({ queryClient, outbox, keys: applicationKeys(stores, storage) });
  return { submit: submitter.submit, again: submitter.again, retryNow: () => false, outbox };
}

/** Keys of an application of one lead, for the queue's own tests: content keys scoped by it, reserved keys kept in memory. */
export function testKeys(scope = 'lead-1'): ApplicationKeys {
  const held = new Map<string, string>();
  return {
    scope: () => scope,
    held: async (intent) => ({ key: held.get(intent) }),
    adoptLead: () => undefined,
    hold: async (intent, key) => void held.set(intent, key),
    release: (intent, key) => {
      if (held.get(intent) === key) held.delete(intent);
    },
  };
}
