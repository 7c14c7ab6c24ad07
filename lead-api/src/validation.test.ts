import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { AMOUNT_MIN, PERIOD_MAX } from '../../src/domain/country/limits';
import { call, completeLead, makeApi, makeDataDir, removeDataDir } from './test-helpers';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

describe('requests are checked against the contract (STYLE.md item 3)', () => {
  it('answers 400 bad_request to a body that is not JSON', async () => {
    const api = await makeApi(dataDir);
    const answer = await call(api, ENDPOINTS.leadCreateV3, { rawBody: '{not json' });
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe('bad_request');
  });

  it('answers 400 with the malformed field named when a value has the wrong type', async () => {
    const api = await makeApi(dataDir);
    const answer = await call(api, ENDPOINTS.leadCreateV3, { body: { amount: 'a lot' } });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toHaveProperty('amount');
  });

  it('answers 400 to an after-offer step without its leadId', async () => {
    const api = await makeApi(dataDir);
    const answer = await call(api, ENDPOINTS.mobileVerify, { body: { code: '0000' } });
    expect(answer.status).toBe(400);
  });

  it('answers 404 not_found to an update of an unknown lead', async () => {
    const api = await makeApi(dataDir);
    const answer = await call(api, ENDPOINTS.leadUpdateV3, { body: { id: 'no-such-lead', amount: 500 } });
    expect(answer.status).toBe(404);
    expect(answer.json.code).toBe('not_found');
  });

  it('answers 404 in the error body to a path the API does not know', async () => {
    const api = await makeApi(dataDir);
    const answer = await api.app.request('/api/no/such/call');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('field errors are 422 keyed by dotted data point (SPEC §4, §5)', () => {
  const invalid = async (patch: Record<string, unknown>) => {
    const api = await makeApi(dataDir);
    const answer = await call(api, ENDPOINTS.leadCreateV3, { body: { ...completeLead('accepted@example.com'), ...patch } });
    expect(answer.status).toBe(422);
    expect(answer.json.code).toBe('validation_failed');
    return answer.json.errors as Record<string, string>;
  };

  it('refuses an amount below the active brand minimum', async () => {
    expect(await invalid({ amount: AMOUNT_MIN - 100 })).toEqual({ amount: 'tooSmall' });
  });

  it('refuses a period above the maximum', async () => {
    expect(await invalid({ period: PERIOD_MAX + 1 })).toEqual({ period: 'tooLarge' });
  });

  it('refuses a postal code that is not exactly five digits', async () => {
    const errors = await invalid({ contactDetails: { ...(completeLead('a@b.es').contactDetails as object), email: 'accepted@example.com', postalCode: '2801' } });
    expect(errors).toEqual({ 'contactDetails.postalCode': 'invalid' });
  });

  it('refuses a DNI whose check letter is wrong', async () => {
    const errors = await invalid({ personalDetails: { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: '1990-01-01', personalCode: '12345678A' } });
    expect(errors).toEqual({ 'personalDetails.personalCode': 'invalid' });
  });

  it('refuses a name with digits and an applicant under 18', async () => {
    const errors = await invalid({ personalDetails: { firstName: 'Ana2', lastName: 'Ruiz', dateOfBirth: '2015-01-01', personalCode: '12345678Z' } });
    expect(errors).toEqual({ 'personalDetails.firstName': 'invalid', 'personalDetails.dateOfBirth': 'tooSmall' });
  });
});
