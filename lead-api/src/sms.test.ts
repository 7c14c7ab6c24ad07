import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { RESEND_WAIT_MS } from '../../src/domain/after-offer-steps/sms-code';
import { FIXED_NOW, call, completeLead, makeApi, makeDataDir, removeDataDir } from './test-helpers';

/** SMS verification (state 7) as lead-api enforces it, by direct requests. */
let dataDir: string;
let now: number;
beforeEach(async () => {
  dataDir = await makeDataDir();
  now = FIXED_NOW;
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

async function smsLead() {
  const api = await makeApi(dataDir, { now: () => now, pendingPolls: 0 });
  const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('sms@example.com') })).json.id);
  expect((await call(api, ENDPOINTS.leadStatus, { params: { id } })).json.state).toBe(7);
  const smsSent = () => api.leads.get(id)?.calls?.mobileVerification ?? 0;
  return { api, id, smsSent };
}

describe('the code is read as people copy it', () => {
  it.each(['0 0 0 0', '00-00', ' 0000 '])('verifies "%s"', async (code) => {
    const { api, id } = await smsLead();
    expect((await call(api, ENDPOINTS.mobileVerify, { body: { leadId: id, code } })).json).toMatchObject({ id, state: 10 });
  });

  it.each([
    ['with a left-to-right mark and a zero-width space', '\u200e00\u200b00'],
    ['with a soft hyphen', '00\u00ad00'],
    ['in Arabic-Indic digits', '\u0660\u0660\u0660\u0660'],
    ['in full-width digits', '\uff10\uff10\uff10\uff10'],
  ])('verifies the right code pasted %s', async (_how, code) => {
    const { api, id } = await smsLead();
    expect((await call(api, ENDPOINTS.mobileVerify, { body: { leadId: id, code } })).json).toMatchObject({ id, state: 10 });
  });

  it('answers wrongCode for a wrong code in another script\'s digits', async () => {
    const { api, id } = await smsLead();
    const wrong = await call(api, ENDPOINTS.mobileVerify, { body: { leadId: id, code: '\u0661\u0662\u0663\u0664' } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ code: 'wrongCode' });
  });

  it('still refuses a wrong code, spaced or not', async () => {
    const { api, id } = await smsLead();
    const wrong = await call(api, ENDPOINTS.mobileVerify, { body: { leadId: id, code: '1 2 3 4' } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ code: 'wrongCode' });
  });
});

describe('opening the step never sends an SMS by itself within the wait of the last one', () => {
  it('sends one code when the step opens; another tab or a reload within the wait gets none, and is told where the last one went', async () => {
    const { api, id, smsSent } = await smsLead();
    expect((await call(api, ENDPOINTS.mobileVerification, { body: { leadId: id } })).json).toMatchObject({ sent: true });
    now += RESEND_WAIT_MS - 1;
    for (const _tab of [2, 3]) {
      expect((await call(api, ENDPOINTS.mobileVerification, { body: { leadId: id } })).json).toEqual({ sent: false, maskedPhoneNumber: '*********678', codeLength: 4 });
    }
    expect(smsSent()).toBe(1);
    now += 1;
    expect((await call(api, ENDPOINTS.mobileVerification, { body: { leadId: id } })).json).toMatchObject({ sent: true });
    expect(smsSent()).toBe(2);
  });

  it('counts the code that changing the number sent', async () => {
    const { api, id, smsSent } = await smsLead();
    expect((await call(api, ENDPOINTS.mobileChange, { body: { leadId: id, phoneNumber: '+34698765432' } })).json).toMatchObject({ state: 7 });
    expect((await call(api, ENDPOINTS.mobileVerification, { body: { leadId: id } })).json).toMatchObject({ sent: false, maskedPhoneNumber: '*********432' });
    expect(smsSent()).toBe(0);
  });

  it('sends a new code when the applicant asks for one after the wait', async () => {
    const { api, id } = await smsLead();
    await call(api, ENDPOINTS.mobileVerification, { body: { leadId: id } });
    now += RESEND_WAIT_MS;
    expect((await call(api, ENDPOINTS.mobileResendCode, { body: { leadId: id } })).json).toMatchObject({ sent: true });
    expect(api.leads.get(id)?.calls?.mobileResendCode).toBe(1);
  });
});
