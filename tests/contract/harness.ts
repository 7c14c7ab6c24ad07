/** Test support (not a test file): the real lead API over real HTTP, and the real client pointed at it. */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createLeadApi, type LeadApi, type LeadApiOptions } from '../../lead-api/src/app';
import { completeLead as leadApiCompleteLead } from '../../lead-api/src/test-helpers';
import { createMemoryLogger } from '../../src/domain/logger';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../../src/api/client';
import { checkedFetch } from './documented-answers';

export const API_BASE = '/api';
export const PRODUCT_ID = 'SOLCREDITO';

export type RunningLeadApi = { api: LeadApi; origin: string; close(): Promise<void> };

/**
 * Serves createLeadApi on 127.0.0.1, on a free port, with a fresh temporary data directory. Every test
 * here is one client at one address making a call after another: no rate limits, unless a test asks.
 */
export async function startLeadApi(options: Partial<LeadApiOptions> = {}): Promise<RunningLeadApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-contract-'));
  const api = await createLeadApi({ dataDir, apiBase: API_BASE, pendingPolls: 0, slowMs: 300, rateLimits: false, ...options });
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const started = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server: started, port: info.port }),
    );
  });
  return {
    api,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real client on the served API; `called` names every endpoint the tests went through. */
export function clientFor(origin: string, overrides: Partial<ApiClientOptions> = {}) {
  const logger = createMemoryLogger();
  const real = createApiClient({
    apiBase: `${origin}${API_BASE}`,
    // In the browser the policies path is relative to the page; in Node it needs the origin.
    policiesPath: `${origin}/policy`,
    productId: PRODUCT_ID,
    logger,
    // Every answer is checked against the published OpenAPI document (documented-answers.ts).
    fetch: checkedFetch,
    ...overrides,
  });
  const called = new Set<string>();
  const client: ApiClient = {
    ...real,
    call: (name, endpoint, input) => {
      called.add(name);
      return real.call(name, endpoint, input);
    },
  };
  return { client, called, logger };
}

/** A port nothing listens on: a server is opened on it, then closed. */
export async function refusedPort(): Promise<number> {
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const started = serve({ fetch: () => new Response(), port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server: started, port: info.port }),
    );
  });
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A complete Spanish v3 lead as lead-api's own tests send it, without the productId the client adds. */
export function completeLead(email: string) {
  const { productId: _added, ...lead } = leadApiCompleteLead(email);
  return lead;
}
