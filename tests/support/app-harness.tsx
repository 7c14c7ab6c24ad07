/**
 * The whole app in a test DOM: boot as in the browser (src/app/boot/boot.tsx) over the real
 * router, query client, stores, submission queue and i18n, talking to the reference lead API in this
 * process (the same server the contract tests and the browser tests use), with an IndexedDB that
 * outlives a "reload". A screen's fields, errors, calls and re-mounts are checked in milliseconds.
 *
 * - `answer(matching, answer)` answers the calls it matches as the test chooses: a Response, a network
 *   failure (throw, e.g. `networkError()`), or the server's answer (`forward()`) after holding it or
 *   before losing it.
 * - `store()` writes raw values before a visit (an older or broken writer); `stored()` and
 *   `everythingStored()` read what the app kept; `storage` makes IndexedDB or web storage refuse.
 * - A closed page (reload, open, close) is gone as in a browser: its answers still on the way are
 *   never delivered, its submissions and queries send nothing more, its tab channels are closed.
 * - Time: `vi.useFakeTimers(HARNESS_CLOCK)` before `startTestApp`, then `vi.advanceTimersByTimeAsync`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
import { entries } from 'idb-keyval';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi, type FakeTimersConfig } from 'vitest';
import { createLeadApi, type LeadApi } from '../../lead-api/src/app';
import { checkedRuntimeConfig, API_BASE, type DeploymentEnv } from '../../lead-api/src/deployment';
import { createServerApp } from '../../lead-api/src/server-app';
import { completeLead } from '../../lead-api/src/test-helpers';
import { BASE_PATH } from '../../src/domain/constants';
import { openIdbStore } from '../../src/storage/indexeddb-backend';
import type { StorageKey } from '../../src/storage';
import { MemoryStorage, silentIdbFactory, slowIdbFactory, throwingIdbFactory } from './storage-fakes';

export const ORIGIN = 'http://localhost:4173';

/** Fake timers that still move with real time (so boot, React and the server run), jumped by the test. */
export const HARNESS_CLOCK: FakeTimersConfig = { shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] };

export type SeenCall = { method: string; path: string; search: string; idempotencyKey: string | null; brand: string | null; body: unknown };

/** What lead-api keeps of a lead (GET /api/__test/leads): its state, the calls each step made and their bodies. */
export type StoredLead = { id: string; state: number; createdAt: string; calls?: Record<string, number>; steps?: Record<string, unknown>; lead: Record<string, unknown> };

/** Answers a call in place of the server (or changes the server's answer, which `forward` fetches); a throw is a network failure. */
export type Answer = (request: Request, forward: () => Promise<Response>) => Promise<Response> | Response;
/** A call as `answer` matches it: its path under the API base for the lead API (`/v3/lead`), else the page's path (`/policy`). */
export type CallMatch = { method: string; path: string };

/** What fetch does when the connection fails (DNS, reset, offline). */
export const networkError = (): never => {
  throw new TypeError('Failed to fetch');
};

export type TestApp = {
  /** Boots the app at `path` (under the base path) in a fresh page over the same storage. */
  open(path: string): Promise<void>;
  /** Closes the page and opens its address again: a reload, with what the page had stored. */
  reload(): Promise<void>;
  /** Forgets everything the pages stored: the next open is a new visitor's. */
  forgetStorage(): Promise<void>;
  /** From now on, the page's calls `matching` are answered by `answer` (the latest matching one). */
  answer(matching: (call: CallMatch) => boolean, answer: Answer): void;
  /** IndexedDB's open answers this late from the next page on (0: at once), as on a cheap phone's cold start. */
  slowIndexedDb(delayMs: number): void;
  /** Writes raw text under storage keys, as another writer would have; call it before `open`. */
  store(raw: Record<string, string>): Promise<void>;
  /** The value under a key (JSON text parsed), from IndexedDB or, when that refuses, web storage. */
  stored(key: StorageKey): Promise<unknown>;
  /** Every value the origin keeps (IndexedDB, web storage, cookies), as one text. */
  everythingStored(): Promise<string>;
  /** Every call to the lead API, in order. */
  calls: SeenCall[];
  /** Every path the page asked for (API, config.json, translations), in order. */
  requested: string[];
  leadApi: LeadApi;
  /**
   * A lead made straight through lead-api, as another device or an e-mail link would leave it: a
   * complete Spanish lead (or `lead` merged over it) whose e-mail local part chooses the outcome
   * (lead-api/README.md: `state-N`, `accepted`, `rejected`, `redirect`, `smava`…), already decided
   * unless `decided: false` (then it is in checking until the page polls its status).
   * The calls made here are the test's, not the page's: they are not in `calls`.
   */
  createLead(outcome: string, options?: { lead?: Record<string, unknown>; path?: string; decided?: boolean }): Promise<string>;
  /** A call to lead-api made by the test (not recorded in `calls`), answered as JSON. */
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** The HTML a page of this server answers (the sandbox partner's page), as a browser would load it; not recorded. */
  visit(url: string): Promise<string>;
  /** What lead-api holds of a lead. */
  storedLead(id: string): Promise<StoredLead>;
  /** The page's writes (not GET) to `path` under the API base, in order. */
  writes(path: string | RegExp): SeenCall[];
  close(): Promise<void>;
};

export type TestAppOptions = DeploymentEnv & {
  /** Changes the runtime configuration served, as another deployment (or a broken one) would. */
  config?: (config: Record<string, unknown>) => Record<string, unknown>;
  /** Storage the browser refuses: IndexedDB's open throwing or never answering, web storage full. */
  storage?: { indexedDB?: 'throws' | 'never-answers'; localStorage?: 'full' };
};

/** What a page leaves running that a browser stops when it closes. */
type Page = { clients: Set<QueryClient>; channels: Set<{ retire(): void }>; gone: boolean };
let currentPage: Page | null = null;
const never = () => new Promise<never>(() => undefined);

/** The test window's cookies, at every path the app sets one (a new browser has none). */
function forgetCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (!name) continue;
    for (const path of ['/', BASE_PATH]) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
  }
}

export async function startTestApp({ config: change, storage: refused = {}, ...env }: TestAppOptions = {}): Promise<TestApp> {
  forgetCookies();
  const dataDir = await mkdtemp(join(tmpdir(), 'app-harness-'));
  const leadApi = await createLeadApi({ dataDir, apiBase: API_BASE, pendingPolls: 0, slowMs: 300 });
  const { input } = checkedRuntimeConfig(env);
  const runtimeConfig = (change ? change(structuredClone(input) as Record<string, unknown>) : input) as typeof input;
  const server = createServerApp({ runtimeConfig, apiBase: API_BASE, leadApi: leadApi.app });
  const calls: SeenCall[] = [];
  const requested: string[] = [];
  const answers: { matching: (call: CallMatch) => boolean; answer: Answer }[] = [];
  let indexedDB = new IDBFactory();
  let localStorage = new MemoryStorage({ quotaExceeded: refused.localStorage === 'full' });
  let indexedDbDelayMs = 0;
  const appIndexedDB = () => {
    if (refused.indexedDB === 'throws') return throwingIdbFactory();
    if (refused.indexedDB === 'never-answers') return silentIdbFactory();
    return indexedDbDelayMs > 0 ? slowIdbFactory(indexedDB, indexedDbDelayMs) : indexedDB;
  };
  const idbStore = () => openIdbStore(indexedDB);

  const serve = async (request: Request, url: URL): Promise<Response> => {
    const locale = url.pathname.match(new RegExp(`^${BASE_PATH}/locales/([a-z]+)/([a-z]+)\\.json$`));
    if (locale) {
      const text = await readFile(`locales/${locale[1]}/${locale[2]}.json`, 'utf8').catch(() => null);
      return text === null ? new Response('not found', { status: 404 }) : new Response(text, { headers: { 'Content-Type': 'application/json' } });
    }
    return server.fetch(request);
  };

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const page = currentPage;
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), ORIGIN), init);
    const url = new URL(request.url);
    requested.push(url.pathname);
    if (url.pathname.startsWith(API_BASE)) {
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const path = url.pathname.slice(API_BASE.length);
      calls.push({ method: request.method, path, search: url.search, idempotencyKey: request.headers.get('Idempotency-Key'), brand: request.headers.get('X-Brand'), body: text ? (JSON.parse(text) as unknown) : undefined });
    }
    const call = { method: request.method, path: url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname };
    const chosen = answers.findLast((entry) => entry.matching(call));
    const answered = chosen ? Promise.resolve().then(() => chosen.answer(request, () => serve(request.clone(), url))) : serve(request, url);
    // An abort (the client's timeout, "try again now") ends a held request as it ends a real one.
    const signal = init?.signal;
    const aborted = new Promise<never>((_, reject) => {
      if (signal?.aborted) reject(new DOMException('The operation was aborted.', 'AbortError'));
      signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
    });
    const response = await Promise.race([answered, aborted]).catch((error: unknown) => (page?.gone ? never() : Promise.reject(error)));
    // The page that asked is gone (reloaded): its answer is lost on the way, as in a browser.
    return page?.gone ? never() : response;
  };

  async function request<T>(method: string, path: string, body?: unknown) {
    const response = await leadApi.app.request(`${API_BASE}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  async function createLead(outcome: string, { lead = {}, path = '/v3/lead', decided = true }: { lead?: Record<string, unknown>; path?: string; decided?: boolean } = {}) {
    const created = await request<{ id: string }>('POST', path, { ...completeLead(`${outcome}@example.com`), periodScale: 'days', ...lead });
    if (created.status !== 201) throw new Error(`lead not created: ${created.status} ${JSON.stringify(created.body)}`);
    const { id } = created.body;
    if (!decided) return id;
    // The decision, as the checking screen would read it (lead-api decides on the first poll here).
    const status = await request<{ status: string }>('GET', `/lead/status/${id}`);
    if (status.body.status === 'pending') throw new Error(`lead ${id} still pending`);
    return id;
  }

  let address = `${BASE_PATH}/`;
  let container: HTMLElement | null = null;
  let root: Root | null = null;

  // The page's query clients (mounted by its providers) and tab channels, to stop them when it closes.
  const mount = QueryClient.prototype.mount;
  QueryClient.prototype.mount = function (this: QueryClient) {
    currentPage?.clients.add(this);
    mount.call(this);
  };
  const RealChannel = globalThis.BroadcastChannel;
  // Node's BroadcastChannel reaches every thread of the process, so the test files that Vitest runs
  // at once in other threads heard this app's pages, and it theirs (a store changed "by another
  // tab" on a bare visit, seen in a fresh clone): the pages of one test app share a scope of their own.
  const channelScope = randomUUID();
  class PageChannel extends RealChannel {
    #gone = false;
    constructor(name: string) {
      super(`${channelScope} ${name}`);
      currentPage?.channels.add(this);
    }
    override postMessage(message: unknown) {
      if (!this.#gone) super.postMessage(message);
    }
    /** The page closed: it hears nothing more, and what it still says reaches no one. */
    retire() {
      this.#gone = true;
      this.close();
    }
  }

  async function open(path: string) {
    await closePage();
    address = path.startsWith(BASE_PATH) ? path : `${BASE_PATH}${path}`;
    currentPage = { clients: new Set(), channels: new Set(), gone: false };
    // happy-dom's own way to navigate the test window without loading anything.
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${ORIGIN}${address}`);
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('indexedDB', appIndexedDB());
    vi.stubGlobal('localStorage', localStorage);
    vi.stubGlobal('BroadcastChannel', PageChannel);
    // A beacon (the error logger's) reaches the same server, recorded with the other calls.
    vi.spyOn(navigator, 'sendBeacon').mockImplementation((url, data) => {
      void fetch(String(url), { method: 'POST', body: data ?? null }).catch(() => undefined);
      return true;
    });
    container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    const { boot } = await import('../../src/app/boot/boot');
    const page = createRoot(container);
    root = page;
    // As mountApp renders, without a drawn first step to take over.
    await act(async () => {
      await boot({ prerendered: false, render: (screen) => startTransition(() => page.render(screen)) });
    });
  }

  async function closePage() {
    const page = currentPage;
    if (page) {
      page.gone = true;
      for (const client of page.clients) {
        // Its submissions' next attempts never leave, its queries stop.
        for (const mutation of client.getMutationCache().getAll()) mutation.setOptions({ ...mutation.options, mutationFn: never });
        client.getQueryCache().clear();
      }
      for (const channel of page.channels) channel.retire();
      currentPage = null;
    }
    if (!container) return;
    const rendered = root;
    await act(async () => rendered?.unmount());
    root = null;
    cleanup();
    document.body.innerHTML = '';
    container = null;
  }

  return {
    open,
    reload: () => open(window.location.pathname + window.location.search),
    async forgetStorage() {
      await closePage();
      indexedDB = new IDBFactory();
      localStorage = new MemoryStorage({ quotaExceeded: refused.localStorage === 'full' });
      forgetCookies();
    },
    answer: (matching, answer) => void answers.push({ matching, answer }),
    slowIndexedDb: (delayMs) => void (indexedDbDelayMs = delayMs),
    async store(raw) {
      const store = idbStore();
      await store('readwrite', (objects) => {
        for (const [key, value] of Object.entries(raw)) objects.put(value, key);
        return new Promise<void>((resolve, reject) => {
          objects.transaction.oncomplete = () => resolve();
          objects.transaction.onerror = () => reject(objects.transaction.error);
        });
      });
    },
    async stored(key) {
      const raw = refused.indexedDB ? localStorage.getItem(key) : await idbStore()('readonly', (objects) => new Promise<unknown>((resolve) => {
        const request = objects.get(key);
        request.onsuccess = () => resolve(request.result);
      }));
      return typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    },
    async everythingStored() {
      const texts = [JSON.stringify(await entries(idbStore())), JSON.stringify(Object.fromEntries(Array.from({ length: localStorage.length }, (_, index) => [localStorage.key(index), localStorage.getItem(localStorage.key(index)!)]))), document.cookie];
      return texts.join('\n');
    },
    calls,
    requested,
    leadApi,
    createLead,
    request,
    visit: async (url) => (await server.fetch(new Request(new URL(url, ORIGIN)))).text(),
    async storedLead(id) {
      const { body } = await request<{ leads: StoredLead[] }>('GET', '/__test/leads');
      const lead = body.leads.find((entry) => entry.id === id);
      if (!lead) throw new Error(`lead ${id} not stored`);
      return lead;
    },
    writes: (path) => calls.filter((call) => call.method !== 'GET' && (typeof path === 'string' ? call.path === path : path.test(call.path))),
    async close() {
      await closePage();
      QueryClient.prototype.mount = mount;
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      await leadApi.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
