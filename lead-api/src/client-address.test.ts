import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { API_BASE, call, completeLead, fromAddress, makeApi, makeDataDir, removeDataDir } from './test-helpers';

/**
 * Behind the recipe's TLS proxy the sandbox's absolute URLs (redirects, hand-offs, policies, continue
 * links) name the address the applicant used: https and its port, from X-Forwarded-Proto and
 * X-Forwarded-Host, which only a proxy on this machine may set.
 */
let dataDir: string;
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'apply.example:8443' };

describe('the origin the applicant reached', () => {
  it('is the forwarded scheme and host when the request comes through a proxy on this machine', async () => {
    const api = await makeApi(dataDir, { pendingPolls: 0 });
    const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('redirect@example.com') })).json.id);
    const status = await api.app.request(`${API_BASE}/lead/status/${id}`, { headers: forwarded }, fromAddress('127.0.0.1'));
    expect(((await status.json()) as { redirect: { url: string } }).redirect.url).toBe(`https://apply.example:8443/partner/offer?leadId=${id}`);
    const url = await api.app.request(`${API_BASE}/v3/lead/url/${id}/continue`, { headers: forwarded }, fromAddress('::ffff:127.0.0.1'));
    expect(((await url.json()) as { url: string }).url).toBe(`https://apply.example:8443/application-frontend/continue/${id}`);
    const policies = await api.app.request('/policy?lang=es', { headers: forwarded }, fromAddress('127.0.0.1'));
    expect(((await policies.json()) as { url: string }[])[0]?.url).toMatch(/^https:\/\/apply\.example:8443\/policy\//);
    await api.close();
  });

  it('is the request\'s own from any other peer, or when the forwarded values are not a scheme and a host', async () => {
    const api = await makeApi(dataDir, { pendingPolls: 0 });
    const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('redirect@example.com') })).json.id);
    const urlOf = async (headers: Record<string, string>, peer: string) =>
      ((await (await api.app.request(`http://localhost:4173${API_BASE}/lead/status/${id}`, { headers }, fromAddress(peer))).json()) as { redirect: { url: string } }).redirect.url;
    expect(await urlOf(forwarded, '203.0.113.7')).toBe(`http://localhost:4173/partner/offer?leadId=${id}`);
    expect(await urlOf({ 'X-Forwarded-Proto': 'javascript', 'X-Forwarded-Host': 'evil.example' }, '127.0.0.1')).toBe(`http://localhost:4173/partner/offer?leadId=${id}`);
    expect(await urlOf({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example/path' }, '127.0.0.1')).toBe(`http://localhost:4173/partner/offer?leadId=${id}`);
    await api.close();
  });
});
