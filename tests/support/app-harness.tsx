/**
 * The whole app in a test DOM (issue 23): boot as in the browser (src/app/boot/boot.tsx) over the real
 * router, query client, stores, submission queue and i18n, talking to the reference lead API in this
 * process (the same server the contract tests and the browser tests use), with an IndexedDB that
 * outlives a "reload". A screen's fields, errors, calls and re-mounts are checked in milliseconds.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { createLeadApi, type LeadApi } from '../../lead-api/src/app';
import { checkedRuntimeConfig, API_BASE, type DeploymentEnv } from '../../lead-api/src/deployment';
import { createServerApp } from '../../lead-api/src/server-app';
import { BASE_PATH } from '../../src/domain/constants';

export const ORIGIN = 'http://localhost:4173';

export type SeenCall = { method: string; path: string; idempotencyKey: string | null; brand: string | null; body: unknown };

export type TestApp = {
  /** Boots the app at `path` (under the base path) in a fresh page over the same storage. */
  open(path: string): Promise<void>;
  /** Closes the page and opens its address again: a reload, with what the page had stored. */
  reload(): Promise<void>;
  /** Forgets everything the pages stored: the next open is a new visitor's. */
  forgetStorage(): Promise<void>;
  /** Every call to the lead API, in order. */
  calls: SeenCall[];
  /** Every path the page asked for (API, config.json, translations), in order. */
  requested: string[];
  leadApi: LeadApi;
  close(): Promise<void>;
};

export type TestAppOptions = DeploymentEnv & {
  /** Changes the runtime configuration served, as another deployment (or a broken one) would. */
  config?: (config: Record<string, unknown>) => Record<string, unknown>;
};

export async function startTestApp({ config: change, ...env }: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'app-harness-'));
  const leadApi = await createLeadApi({ dataDir, apiBase: API_BASE, pendingPolls: 0, slowMs: 300 });
  const { input } = checkedRuntimeConfig(env);
  const runtimeConfig = (change ? change(structuredClone(input) as Record<string, unknown>) : input) as typeof input;
  const server = createServerApp({ runtimeConfig, apiBase: API_BASE, leadApi: leadApi.app });
  const calls: SeenCall[] = [];
  const requested: string[] = [];
  let indexedDB = new IDBFactory();

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), ORIGIN), init);
    const url = new URL(request.url);
    requested.push(url.pathname);
    const locale = url.pathname.match(new RegExp(`^${BASE_PATH}/locales/([a-z]+)/([a-z]+)\\.json$`));
    if (locale) {
      const text = await readFile(`locales/${locale[1]}/${locale[2]}.json`, 'utf8').catch(() => null);
      return text === null ? new Response('not found', { status: 404 }) : new Response(text, { headers: { 'Content-Type': 'application/json' } });
    }
    if (url.pathname.startsWith(API_BASE)) {
      const text = request.method === 'GET' ? '' : await request.clone().text();
      calls.push({ method: request.method, path: url.pathname.slice(API_BASE.length), idempotencyKey: request.headers.get('Idempotency-Key'), brand: request.headers.get('X-Brand'), body: text ? (JSON.parse(text) as unknown) : undefined });
    }
    return server.fetch(request);
  };

  let address = `${BASE_PATH}/`;
  let container: HTMLElement | null = null;
  let root: Root | null = null;

  async function open(path: string) {
    await closePage();
    address = path.startsWith(BASE_PATH) ? path : `${BASE_PATH}${path}`;
    // happy-dom's own way to navigate the test window without loading anything.
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${ORIGIN}${address}`);
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('indexedDB', indexedDB);
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
    if (!container) return;
    const page = root;
    await act(async () => page?.unmount());
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
      document.cookie.split(';').forEach((cookie) => (document.cookie = `${cookie.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
    },
    calls,
    requested,
    leadApi,
    async close() {
      await closePage();
      vi.unstubAllGlobals();
      await leadApi.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
