import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { OFFER_EXPIRATION_MS } from '../../src/domain/constants';
import { FIXED_NOW, call, completeLead, makeApi, makeDataDir, removeDataDir } from './test-helpers';

/** One answer per offer, by direct requests: the server, not the tabs, has the last word. */
let dataDir: string;
let now: number;
beforeEach(async () => {
  dataDir = await makeDataDir();
  now = FIXED_NOW;
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

/** A lead at the offer choice (37): two Creditea offers. */
async function offerChoice() {
  const api = await makeApi(dataDir, { now: () => now, pendingPolls: 0 });
  const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('state-37@example.com') })).json.id);
  const status = (await call(api, ENDPOINTS.leadStatus, { params: { id } })).json;
  const [first, second] = (status.offers as { offerId: string }[]).map((offer) => offer.offerId);
  if (!first || !second) throw new Error('two offers expected');
  return { api, id, first, second };
}

describe('the offer answer is one intent per lead', () => {
  it('two tabs accepting different offers at the same moment make one offer answer; both get its result', async () => {
    const { api, id, first, second } = await offerChoice();
    const [a, b] = await Promise.all([
      call(api, ENDPOINTS.offerAcceptCreditea, { body: { leadId: id, offerId: first }, key: 'tab-a' }),
      call(api, ENDPOINTS.offerAcceptCreditea, { body: { leadId: id, offerId: second }, key: 'tab-b' }),
    ]);
    expect(a.status).toBe(200);
    expect(b.json).toEqual(a.json);
    expect(a.json).toMatchObject({ id, state: 10 });
    const lead = api.leads.get(id);
    expect(lead?.calls?.crediteaOffer).toBe(1);
    expect(lead?.steps.crediteaOffer).toEqual({ offerId: first });
  });

  it('a later answer from another device, another call or another offer gets the first one\u2019s result and changes nothing', async () => {
    const { api, id, first, second } = await offerChoice();
    const accepted = await call(api, ENDPOINTS.offerAcceptCreditea, { body: { leadId: id, offerId: first } });
    const before = structuredClone(api.leads.get(id));
    const declined = await call(api, ENDPOINTS.leadSale, { body: { leadId: id, offerId: second, accepted: false }, key: 'other-device' });
    expect(declined.status).toBe(200);
    expect(declined.json).toEqual(accepted.json);
    expect(api.leads.get(id)).toEqual(before);
  });
});

describe('the accepted offer is named (the accepted screen shows what was accepted)', () => {
  it('the answer to an acceptance, and every status after it, name the offer and its partner in applicationResult (SPEC §3)', async () => {
    const { api, id, second } = await offerChoice();
    const accepted = await call(api, ENDPOINTS.offerAcceptCreditea, { body: { leadId: id, offerId: second } });
    expect(accepted.json).toMatchObject({ state: 10, applicationResult: { offerId: second, partner: { name: 'creditea' } } });
    const status = await call(api, ENDPOINTS.leadStatus, { params: { id } });
    expect(status.json).toMatchObject({ state: 10, applicationResult: { offerId: second, partner: { name: 'creditea' } } });
  });

  it('a decline names no accepted offer', async () => {
    const { api, id, first } = await offerChoice();
    const declined = await call(api, ENDPOINTS.leadSale, { body: { leadId: id, offerId: first, accepted: false } });
    expect(declined.json).toMatchObject({ state: 11 });
    expect(declined.json).not.toHaveProperty('applicationResult');
  });
});

describe('offer expiry is the server\u2019s too (SPEC §9: 24 hours)', () => {
  it('refuses an acceptance once the offer has expired, with 422 expired on offerId, and moves nothing', async () => {
    const { api, id, first } = await offerChoice();
    now += OFFER_EXPIRATION_MS;
    const late = await call(api, ENDPOINTS.offerAcceptCreditea, { body: { leadId: id, offerId: first } });
    expect(late.status).toBe(422);
    expect(late.json).toMatchObject({ code: 'validation_failed', errors: { offerId: 'expired' } });
    expect(api.leads.get(id)?.state).toBe(37);
    expect(api.leads.get(id)?.calls?.crediteaOffer).toBeUndefined();
  });

  it('takes an acceptance a moment before the expiry, and a decline after it', async () => {
    const { api, id, first } = await offerChoice();
    now += OFFER_EXPIRATION_MS - 1;
    expect((await call(api, ENDPOINTS.offerAcceptCreditea, { body: { leadId: id, offerId: first } })).json).toMatchObject({ state: 10 });
    // One server per data directory (data-lock.ts).
    await api.close();

    const other = await offerChoice();
    now += OFFER_EXPIRATION_MS;
    expect((await call(other.api, ENDPOINTS.leadSale, { body: { leadId: other.id, offerId: other.first, accepted: false } })).json).toMatchObject({ state: 11 });
  });
});
