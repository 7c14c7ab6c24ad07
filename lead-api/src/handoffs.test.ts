import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { DEVELOPMENT_PARTNER_RETURN_SECRET as DEV_KEY, handoffRedirect, handoffReference } from './handoffs';
import { call, completeLead, makeApi, makeDataDir, removeDataDir } from './test-helpers';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

describe('the sandbox hand-offs (states 9, 17–19)', () => {
  it('names the bank-link page with a reference per lead and hand-off, in a frame for Tink only', () => {
    const instantor = handoffRedirect('lead-1', 9, 'http://localhost', DEV_KEY);
    expect(instantor).toMatchObject({ method: 'GET', display: 'redirect' });
    const url = new URL(instantor?.url ?? '');
    expect(url.pathname).toBe('/partner/bank-link');
    expect(url.searchParams.get('ref')).toBe(handoffReference('lead-1', 'instantor', DEV_KEY));
    expect(url.searchParams.get('return')).toBe('http://localhost/application-frontend/instantor');
    expect(handoffRedirect('lead-1', 17, 'http://localhost', DEV_KEY)?.display).toBe('frame');
    expect(handoffReference('lead-1', 'instantor', DEV_KEY)).not.toBe(handoffReference('lead-2', 'instantor', DEV_KEY));
    expect(handoffRedirect('lead-1', 10, 'http://localhost', DEV_KEY)).toBeUndefined();
  });

  it('serves the partner page with success, failure and cancel, and refuses a return address elsewhere', async () => {
    const api = await makeApi(dataDir, { pendingPolls: 0 });
    const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('state-19@example.com') })).json.id);
    const status = await call(api, ENDPOINTS.leadStatus, { params: { id } });
    const redirect = status.json.redirect as { url: string };
    const page = await api.app.request(redirect.url);
    const html = await page.text();
    for (const result of ['success', 'failure', 'cancel']) expect(html).toContain(`result=${result}`);
    const elsewhere = new URL(redirect.url);
    elsewhere.searchParams.set('return', 'https://evil.example/application-frontend/moneyman-paylands');
    expect((await api.app.request(elsewhere.toString())).status).toBe(400);
  });

  it('moves the lead on success only, and not at all with a forged reference', async () => {
    const api = await makeApi(dataDir, { pendingPolls: 0 });
    const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('state-18@example.com') })).json.id);
    await call(api, ENDPOINTS.leadStatus, { params: { id } });
    const body = { leadId: id, handoff: 'wenance-account', reference: handoffReference(id, 'wenance-account', DEV_KEY) };
    const forged = await call(api, ENDPOINTS.leadPartnerReturn, { body: { ...body, result: 'success', reference: 'forged-reference-1' } });
    expect(forged).toMatchObject({ status: 422, json: { errors: { reference: 'invalid' } } });
    expect((await call(api, ENDPOINTS.leadPartnerReturn, { body: { ...body, result: 'cancel' } })).json).toMatchObject({ state: 18 });
    expect((await call(api, ENDPOINTS.leadPartnerReturn, { body: { ...body, result: 'failure' } })).json).toMatchObject({ state: 18 });
    expect((await call(api, ENDPOINTS.leadPartnerReturn, { body: { ...body, result: 'success' } })).json).toMatchObject({ state: 10 });
  });

  it('signs returns with PARTNER_RETURN_SECRET when set: a reference made with the key written in the source is forged', async () => {
    const partnerReturnSecret = 'k'.repeat(40);
    const api = await makeApi(dataDir, { pendingPolls: 0, partnerReturnSecret });
    const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('state-18@example.com') })).json.id);
    const redirect = (await call(api, ENDPOINTS.leadStatus, { params: { id } })).json.redirect as { url: string };
    const issued = new URL(redirect.url).searchParams.get('ref');
    expect(issued).toBe(handoffReference(id, 'wenance-account', partnerReturnSecret));
    const withSourceKey = { leadId: id, handoff: 'wenance-account', result: 'success', reference: handoffReference(id, 'wenance-account', DEV_KEY) };
    expect(await call(api, ENDPOINTS.leadPartnerReturn, { body: withSourceKey })).toMatchObject({ status: 422, json: { errors: { reference: 'invalid' } } });
    expect((await call(api, ENDPOINTS.leadPartnerReturn, { body: { ...withSourceKey, reference: issued } })).json).toMatchObject({ state: 10 });
  });

  it('gives smava@ leads smava\u2019s offers with their time, also through the continue call', async () => {
    const api = await makeApi(dataDir, { pendingPolls: 0 });
    const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('smava@example.com') })).json.id);
    const decided = await call(api, ENDPOINTS.leadStatus, { params: { id } });
    expect(decided.json).toMatchObject({ state: 37, applicationResult: { partner: { name: 'smava' } } });
    const resumed = await call(api, ENDPOINTS.continueLead, { params: { id } });
    expect(resumed.json.offers).toEqual([expect.objectContaining({ partner: 'smava', createdAt: expect.any(String) }), expect.anything()]);
  });
});
