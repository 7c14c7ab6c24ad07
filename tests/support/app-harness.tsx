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
import { vi } from 'vitest';
import { createLeadApi, type LeadApi } from '../../lead-api/src/app';
import { checkedRuntimeConfig, API_BASE, type DeploymentEnv } from '../../lead-api/src/deployment';
import { createServerApp } from '../../lead-api/src/server-app';
import { BASE_PATH } from '../../src/domain/constants';

export const ORIGIN = 'http://localhost:4173';

export type SeenCall = { method: string; path: string; idempotencyKey: string | null; body: unknown };

export type TestApp = {
  /** Boots the app at `path` (under the base path) in a fresh page over the same storage. */
  open(path: string): Promise<void>;
  /** Closes the page and opens its address again: a reload, with what the page had stored. */
  reload(): Promise<void>;
  /** Every call to the lead API, in order. */
  calls: SeenCall[];
  leadApi: LeadApi;
  close(): Promise<void>;
};

export async function startTestApp(env: DeploymentEnv = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'app-harness-'));
  const leadApi = await createLeadApi({ dataDir, apiBase: API_BASE, pendingPolls: 0, slowMs: 300 });
  const { input: runtimeConfig } = checkedRuntimeConfig(env);
  const server = createServerApp({ runtimeConfig, apiBase: API_BASE, leadApi: leadApi.app });
  const calls: SeenCall[] = [];
  const indexedDB = new IDBFactory();

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), ORIGIN), init);
    const url = new URL(request.url);
    const locale = url.pathname.match(new RegExp(`^${BASE_PATH}/locales/([a-z]+)/([a-z]+)\\.json$`));
    if (locale) {
      const text = await readFile(`locales/${locale[1]}/${locale[2]}.json`, 'utf8').catch(() => null);
      return text === null ? new Response('not found', { status: 404 }) : new Response(text, { headers: { 'Content-Type': 'application/json' } });
    }
    if (url.pathname.startsWith(API_BASE)) {
      const text = request.method === 'GET' ? '' : await request.clone().text();
      calls.push({ method: request.method, path: url.pathname.slice(API_BASE.length), idempotencyKey: request.headers.get('Idempotency-Key'), body: text ? (JSON.parse(text) as unknown) : undefined });
    }
    return server.fetch(request);
  };

  let address = `${BASE_PATH}/`;
  let container: HTMLElement | null = null;

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
    const [{ boot }, { mountApp }] = await Promise.all([import('../../src/app/boot/boot'), import('../../src/app/boot/mount-app')]);
    await act(async () => {
      await boot(mountApp(container!));
    });
  }

  async function closePage() {
    if (!container) return;
    cleanup();
    document.body.innerHTML = '';
    container = null;
  }

  return {
    open,
    reload: () => open(window.location.pathname + window.location.search),
    calls,
    leadApi,
    async close() {
      await closePage();
      vi.unstubAllGlobals();
      await leadApi.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
