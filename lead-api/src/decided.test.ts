import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { call, completeLead, makeApi, makeDataDir, removeDataDir } from './test-helpers';

/**
 * Decided is final: once a lead is past its decision, a device still open with
 * older answers cannot rewrite it. Every data write answers 409 `lead_decided` and changes nothing.
 */
let dataDir: string;
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

type Api = Awaited<ReturnType<typeof makeApi>>;

/** A lead that went to marital details (23) after checking, then was finished on "another device". */
async function decidedLead(api: Api) {
  const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('state-23@example.com') })).json.id);
  expect((await call(api, ENDPOINTS.leadStatus, { params: { id } })).json.state).toBe(23);
  expect((await call(api, ENDPOINTS.leadMaritalDetails, { body: { leadId: id, maritalStatus: 'single' } })).json.state).toBe(10);
  return id;
}

const expectDecided = (answer: { status: number; json: Record<string, unknown> }) => {
  expect(answer.status).toBe(409);
  expect(answer.json.code).toBe('lead_decided');
};

describe('a lead past its decision refuses data writes', () => {
  it('a lead update from a stale device (name, IBAN) is refused and the lead keeps its data', async () => {
    const api = await makeApi(dataDir, { pendingPolls: 0 });
    const id = await decidedLead(api);
    const before = structuredClone(api.leads.get(id));
    const stale = { id, personalDetails: { firstName: 'Mallory' }, incomeDetails: { iban: 'ES7921000813610123456789' } };
    expectDecided(await call(api, ENDPOINTS.leadUpdateV3, { body: stale }));
    expectDecided(await call(api, ENDPOINTS.leadUpdateV2, { body: stale }));
    expect(api.leads.get(id)).toEqual(before);
  });

  it('every after-offer write is refused: steps, consents, skip, SMS, the number', async () => {
    const api = await makeApi(dataDir, { pendingPolls: 0 });
    const id = await decidedLead(api);
    const before = structuredClone(api.leads.get(id));
    expectDecided(await call(api, ENDPOINTS.leadMaritalDetails, { body: { leadId: id, maritalStatus: 'married', spouseFirstName: 'Eve' } }));
    expectDecided(await call(api, ENDPOINTS.leadAccount, { body: { leadId: id, iban: 'ES9121000418450200051332' } }));
    expectDecided(await call(api, ENDPOINTS.offerPersonalDetails, { body: { leadId: id, personalDetails: { firstName: 'Mallory' } } }));
    expectDecided(await call(api, ENDPOINTS.consentsSave, { params: { id }, body: { consents: { creditCheck: true, partnerTransfer: true } } }));
    expectDecided(await call(api, ENDPOINTS.leadSkip, { params: { id }, body: {} }));
    expectDecided(await call(api, ENDPOINTS.mobileChange, { body: { leadId: id, phoneNumber: '+34698765432' } }));
    expectDecided(await call(api, ENDPOINTS.mobileVerification, { body: { leadId: id } }));
    expect(api.leads.get(id)).toEqual(before);
  });

  it('answers the refusal again to a retry with the same Idempotency-Key', async () => {
    const api = await makeApi(dataDir, { pendingPolls: 0 });
    const id = await decidedLead(api);
    const body = { leadId: id, maritalStatus: 'married' };
    expectDecided(await call(api, ENDPOINTS.leadMaritalDetails, { body, key: 'stale-tab-1' }));
    expectDecided(await call(api, ENDPOINTS.leadMaritalDetails, { body, key: 'stale-tab-1' }));
  });

  it('reads still answer, so the stale device learns the outcome from the lead status', async () => {
    const api = await makeApi(dataDir, { pendingPolls: 0 });
    const id = await decidedLead(api);
    expect((await call(api, ENDPOINTS.leadStatus, { params: { id } })).json).toMatchObject({ status: 'accepted', state: 10 });
  });

  it('an accepted lead still takes the customer account\u2019s password', async () => {
    const api = await makeApi(dataDir, { pendingPolls: 0 });
    const id = await decidedLead(api);
    expect((await call(api, ENDPOINTS.leadPassword, { body: { leadId: id, password: 'a-long-password' } })).json).toMatchObject({ state: 11 });
    expectDecided(await call(api, ENDPOINTS.leadPassword, { body: { leadId: id, password: 'another-password' } }));
  });
});
