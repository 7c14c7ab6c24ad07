import { describe, it, expect } from 'vitest';
import * as z from 'zod';
import { createMemoryLogger } from '../domain/logger';
import { defineEndpoint } from './contract/endpoint';
import { parseRuntimeConfig } from '../config/runtime-config';
import { createApiClient, createApiClientFromConfig, REQUEST_TIMEOUT_MS } from './client';
import { ApiError } from './errors';

function configOf(input: unknown) {
  const parsed = parseRuntimeConfig(input);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.config;
}

type Seen = { url: string; init: RequestInit };

function stubFetch(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const entry = { url: String(input), init };
    seen.push(entry);
    return answer(entry);
  };
  return { fetch, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const getThing = defineEndpoint({ method: 'GET', path: '/thing/{id}', response: z.object({ id: z.string() }) });
const postLead = defineEndpoint({
  method: 'POST',
  path: '/v3/lead',
  body: z.looseObject({ amount: z.number() }),
  response: z.object({ id: z.string() }),
  addsProductId: true,
});
const policies = defineEndpoint({ method: 'GET', path: '/policy', absolute: true, response: z.array(z.string()) });

function client(fetch: typeof globalThis.fetch, timeoutMs?: number) {
  return createApiClient({
    apiBase: 'https://api.test/base/',
    policiesPath: '/legal/policy',
    productId: 'PRODUCT_1',
    fetch,
    logger: createMemoryLogger(),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}

describe('createApiClient', () => {
  it('uses the 60 s request timeout of SPEC §9 by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('takes the API base, policies path and product id from the runtime configuration', async () => {
    const config = configOf({
      country: 'ES',
      brand: 'es-solcredito',
      environment: 'production',
      locale: 'es',
      apiBase: 'https://lead.example.es/api',
      productId: 'SOLCREDITO',
    });
    const { fetch, seen } = stubFetch(() => json({ id: 'L1' }));
    const api = createApiClientFromConfig(config, { fetch, logger: createMemoryLogger() });
    await api.call('leadCreate', postLead, { body: { amount: 300 } });
    expect(seen[0]?.url).toBe('https://lead.example.es/api/v3/lead');
    expect(JSON.parse(String(seen[0]?.init.body))).toMatchObject({ productId: 'SOLCREDITO' });
    expect(api.policiesPath).toBe('/policy');
  });

  it('prefixes the API base and encodes path parameters', async () => {
    const { fetch, seen } = stubFetch(() => json({ id: 'a b' }));
    await expect(client(fetch).call('thing', getThing, { params: { id: 'a b' } })).resolves.toEqual({ id: 'a b' });
    expect(seen[0]?.url).toBe('https://api.test/base/thing/a%20b');
  });

  it('fetches the configured policies path without the API base (SPEC §7)', async () => {
    const { fetch, seen } = stubFetch(() => json(['p1']));
    const api = client(fetch);
    await api.call('policies', policies, { path: api.policiesPath });
    expect(seen[0]?.url).toBe('/legal/policy');
  });

  it('adds productId to lead payloads and sends the Idempotency-Key header (SPEC §1, DESIGN.md §5)', async () => {
    const { fetch, seen } = stubFetch(() => json({ id: 'L1' }));
    await client(fetch).call('leadCreate', postLead, { body: { amount: 300 }, idempotencyKey: 'key-1' });
    const init = seen[0]?.init;
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 300, productId: 'PRODUCT_1' });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
    expect(init?.method).toBe('POST');
  });

  it('turns a body that does not match the response schema into invalid_response, not a crash', async () => {
    const { fetch } = stubFetch(() => json({ identifier: 42 }));
    const error = await client(fetch).call('thing', getThing, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid_response', retryable: false, status: 200 });
  });

  it('turns a body that is not JSON into invalid_response', async () => {
    const { fetch } = stubFetch(() => new Response('<html>oops</html>', { status: 200 }));
    await expect(client(fetch).call('thing', getThing, { params: { id: '1' } })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it("maps a refused connection to 'Network Error', retryable (SPEC §8)", async () => {
    const { fetch } = stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(client(fetch).call('thing', getThing, { params: { id: '1' } })).rejects.toMatchObject({
      code: 'network',
      message: 'Network Error',
      retryable: true,
    });
  });

  it("maps a slow answer to 'timeout of Nms exceeded', retryable (SPEC §8)", async () => {
    const { fetch } = stubFetch(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(client(fetch, 20).call('thing', getThing, { params: { id: '1' } })).rejects.toMatchObject({
      code: 'timeout',
      message: 'timeout of 20ms exceeded',
      retryable: true,
    });
  });

  it("maps a caller's abort to 'Request aborted', not retryable (SPEC §8)", async () => {
    const { fetch } = stubFetch(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = client(fetch).call('thing', getThing, { params: { id: '1' }, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted', message: 'Request aborted', retryable: false });
  });

  it('maps 4xx to bad_request (not retryable) with field errors keyed by dotted data point', async () => {
    const { fetch } = stubFetch(() =>
      json({ code: 'validation_failed', errors: { 'contactDetails.postalCode': 'invalid' } }, 422),
    );
    await expect(client(fetch).call('leadCreate', postLead, { body: { amount: 1 } })).rejects.toMatchObject({
      code: 'bad_request',
      status: 422,
      serverCode: 'validation_failed',
      message: 'Request failed with status code 422',
      retryable: false,
      fieldErrors: { 'contactDetails.postalCode': 'invalid' },
    });
  });

  it("keeps a 503's Retry-After for the retry's wait, and nothing when the server gave none", async () => {
    const { fetch } = stubFetch(() => new Response(JSON.stringify({ code: 'unavailable' }), { status: 503, headers: { 'Retry-After': '3' } }));
    await expect(client(fetch).call('thing', getThing, { params: { id: '1' } })).rejects.toMatchObject({ status: 503, retryable: true, retryAfterMs: 3000 });
    const bare = stubFetch(() => new Response('Bad gateway', { status: 502 }));
    const error = await client(bare.fetch).call('thing', getThing, { params: { id: '1' } }).catch((e: unknown) => e);
    expect((error as ApiError).retryAfterMs).toBeUndefined();
  });

  it('maps 5xx to bad_response, retryable, even without a JSON body', async () => {
    const { fetch } = stubFetch(() => new Response('Bad gateway', { status: 502 }));
    await expect(client(fetch).call('thing', getThing, { params: { id: '1' } })).rejects.toMatchObject({
      code: 'bad_response',
      status: 502,
      message: 'Request failed with status code 502',
      retryable: true,
    });
  });

  it('retries 408, 429 and a 409 idempotency_in_progress, but no other 4xx', async () => {
    const statuses = [
      [408, {}, true],
      [429, {}, true],
      [409, { code: 'idempotency_in_progress' }, true],
      [404, { code: 'not_found' }, false],
      [400, { code: 'bad_request' }, false],
    ] as const;
    for (const [status, body, retryable] of statuses) {
      const { fetch } = stubFetch(() => json(body, status));
      await expect(client(fetch).call('thing', getThing, { params: { id: '1' } })).rejects.toMatchObject({ retryable });
    }
  });

  it('tells an observer of each call: answered on any status, not answered on a network failure; nothing once stopped', async () => {
    const ended: boolean[] = [];
    let started = 0;
    let answer: () => Response | Promise<Response> = () => json({ id: '1' });
    const api = client(stubFetch(() => answer()).fetch);
    const stop = api.observe({ started: () => (started++, (answered) => void ended.push(answered)) });
    await api.call('thing', getThing, { params: { id: '1' } });
    answer = () => json({ code: 'unavailable' }, 503);
    await expect(api.call('thing', getThing, { params: { id: '1' } })).rejects.toBeInstanceOf(ApiError);
    answer = () => Promise.reject(new TypeError('fetch failed'));
    await expect(api.call('thing', getThing, { params: { id: '1' } })).rejects.toBeInstanceOf(ApiError);
    expect([started, ended]).toEqual([3, [true, true, false]]);
    stop();
    await expect(api.call('thing', getThing, { params: { id: '1' } })).rejects.toBeInstanceOf(ApiError);
    expect(started).toBe(3);
  });
});
