import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { RATE_LIMITS } from './rate-limits';
import { API_BASE, call, completeLead, fromAddress, makeApi, makeDataDir, removeDataDir } from './test-helpers';

/**
 * The rate limits of rate-limits.ts, each by the requests that hit it (docs/backend.md, "Rate
 * limits"): per client address, per lead, 429 with Retry-After, and the address as the proxy saw it.
 */
let dataDir: string;
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

type Api = Awaited<ReturnType<typeof makeApi>>;
const A = '203.0.113.7';
const B = '198.51.100.4';

/** One request of each per-address group, as a client sends it; a lead is made where the call needs one. */
const requests: Record<'leadCreate' | 'emailValidation' | 'postcodeLookup' | 'companyLookup' | 'continueLead' | 'cspReports' | 'clientErrors' | 'smsVerify', (api: Api, lead: string, address: string, n: number) => Promise<{ status: number; headers: Headers }>> = {
  leadCreate: (api, _lead, address, n) => call(api, ENDPOINTS.leadCreateV3, { body: completeLead(`accepted+${n}@example.com`), address }),
  emailValidation: (api, _lead, address, n) => call(api, ENDPOINTS.emailValidate, { params: { email: `ana${n}@example.com` }, address }),
  postcodeLookup: (api, _lead, address) => call(api, ENDPOINTS.postcodeLookup, { params: { code: '28013' }, address }),
  companyLookup: (api, _lead, address) => call(api, ENDPOINTS.companyLookup, { params: { name: 'telefonica' }, address }),
  continueLead: (api, _lead, address, n) => call(api, ENDPOINTS.continueLead, { params: { id: `5b7e3c1a-0000-4000-8000-${String(n).padStart(12, '0')}` }, address }),
  smsVerify: (api, lead, address) => call(api, ENDPOINTS.mobileVerify, { body: { leadId: lead, code: '0000' }, address }),
  cspReports: async (api, _lead, address) =>
    api.app.request(`${API_BASE}/csp-reports`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify({ 'csp-report': { 'document-uri': 'https://a.example/', 'blocked-uri': 'inline', 'violated-directive': 'script-src' } }) }, fromAddress(address)),
  clientErrors: async (api, _lead, address) =>
    api.app.request(`${API_BASE}/client-errors`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message: 'boom' }) }, fromAddress(address)),
};

// Up to 60 requests a case: time for a machine shared with the rest of the suite.
describe('per client address: the request after the limit is 429 with Retry-After, another address is served', { timeout: 15_000 }, () => {
  it.each(Object.keys(requests) as (keyof typeof requests)[])('%s', async (group) => {
    const api = await makeApi(dataDir, { pendingPolls: 0, rateLimits: RATE_LIMITS });
    const lead = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('accepted@example.com') })).json.id);
    const { limit, windowMs } = RATE_LIMITS[group].perAddress;
    const send = requests[group];
    const statuses: number[] = [];
    for (let n = 0; n < limit; n += 1) statuses.push((await send(api, lead, A, n)).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const over = await send(api, lead, A, limit);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(over.headers.get('Retry-After'))).toBeLessThanOrEqual(windowMs / 1000);
    expect((await send(api, lead, B, limit + 1)).status).not.toBe(429);
    await api.close();
  });
});

describe('per lead', () => {
  it('answers the continue call of one lead at most 10 times a minute, whatever the addresses', async () => {
    const api = await makeApi(dataDir, { rateLimits: RATE_LIMITS });
    const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('accepted@example.com') })).json.id);
    const { limit } = RATE_LIMITS.continueLead.perLead;
    for (let n = 0; n < limit; n += 1) expect((await call(api, ENDPOINTS.continueLead, { params: { id }, address: `203.0.113.${n + 1}` })).status).toBe(200);
    expect((await call(api, ENDPOINTS.continueLead, { params: { id }, address: B })).status).toBe(429);
    await api.close();
  });
});

describe('behind the recipe\'s proxy', () => {
  const viaProxy = (api: Api, forwardedFor: string, n: number) =>
    api.app.request(`${API_BASE}/email/validate/ana${n}%40example.com`, { headers: { 'X-Forwarded-For': forwardedFor } }, fromAddress('127.0.0.1'));

  it('counts each client by the address the proxy on this machine saw, the last of X-Forwarded-For', async () => {
    const api = await makeApi(dataDir, { rateLimits: RATE_LIMITS });
    const { limit } = RATE_LIMITS.emailValidation.perAddress;
    // What a client writes into X-Forwarded-For itself comes first; the proxy appends the address it saw.
    for (let n = 0; n < limit; n += 1) expect((await viaProxy(api, `10.0.0.${n}, ${A}`, n)).status).toBe(200);
    expect((await viaProxy(api, `10.9.9.9, ${A}`, limit)).status).toBe(429);
    expect((await viaProxy(api, B, limit)).status).toBe(200);
    await api.close();
  });

  it('takes X-Forwarded-For from no other peer: a client cannot choose its own address', async () => {
    const api = await makeApi(dataDir, { rateLimits: RATE_LIMITS });
    const { limit } = RATE_LIMITS.emailValidation.perAddress;
    const statuses = [];
    for (let n = 0; n <= limit; n += 1) {
      statuses.push((await api.app.request(`${API_BASE}/email/validate/ana${n}%40example.com`, { headers: { 'X-Forwarded-For': `10.0.0.${n}` } }, fromAddress(A))).status);
    }
    expect(statuses.at(-1)).toBe(429);
    await api.close();
  });
});

describe('a 429 says "later"', () => {
  it('is not kept under its Idempotency-Key: the retry after the wait is answered anew', async () => {
    const api = await makeApi(dataDir, { rateLimits: { leadCreate: { calls: ['leadCreateV3'], perAddress: { limit: 1, windowMs: 60_000 } } } });
    expect((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('accepted+1@example.com'), key: 'k-1', address: A })).status).toBe(201);
    const limited = await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('accepted+2@example.com'), key: 'k-2', address: A });
    expect(limited).toMatchObject({ status: 429, json: { code: 'rate_limited' } });
    const retried = await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('accepted+2@example.com'), key: 'k-2', address: B });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
    await api.close();
  });

  it('is refused before any work: a limited create stores nothing', async () => {
    const api = await makeApi(dataDir, { rateLimits: { leadCreate: { calls: ['leadCreateV3', 'leadCreateV2'], perAddress: { limit: 2, windowMs: 60_000 } } } });
    const statuses = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead(`accepted+${n}@example.com`), address: A })).status);
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    expect(api.leads.list()).toHaveLength(2);
    await api.close();
  });
});

