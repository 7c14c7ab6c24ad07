import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { RESEND_WAIT_MS } from '../../src/domain/after-offer-steps/sms-code';
import { RATE_LIMITS } from './rate-limits';
import { SMS_CODE_MAX_WRONG_TRIES } from './sms-guard';
import { SMS_CODE } from './routes/step-routes';
import { FIXED_NOW, call, completeLead, makeApi, makeDataDir, removeDataDir } from './test-helpers';

/**
 * What an SMS costs and what a code is worth, held by the reference server (docs/backend.md, "Rate
 * limits"): codes locked after their wrong tries, new codes only after the wait, and sends limited
 * per client address and per lead, each answered 429 with Retry-After.
 */
let dataDir: string;
let now: number;
beforeEach(async () => {
  dataDir = await makeDataDir();
  now = FIXED_NOW;
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

const api = () => makeApi(dataDir, { now: () => now, pendingPolls: 0, rateLimits: RATE_LIMITS });
async function smsLead(server: Awaited<ReturnType<typeof api>>) {
  const id = String((await call(server, ENDPOINTS.leadCreateV3, { body: completeLead('sms@example.com') })).json.id);
  expect((await call(server, ENDPOINTS.leadStatus, { params: { id } })).json.state).toBe(7);
  return id;
}
const retryAfterOf = (answer: { headers: Headers }) => Number(answer.headers.get('Retry-After'));

describe('a code is locked after its wrong tries', () => {
  it(`takes ${SMS_CODE_MAX_WRONG_TRIES} wrong codes; the 6th try is refused at the field as codeLocked, even with the right code, until a new code is sent`, async () => {
    const server = await api();
    const id = await smsLead(server);
    expect((await call(server, ENDPOINTS.mobileVerification, { body: { leadId: id } })).json).toMatchObject({ sent: true });
    for (let wrong = 1; wrong <= SMS_CODE_MAX_WRONG_TRIES; wrong += 1) {
      expect((await call(server, ENDPOINTS.mobileVerify, { body: { leadId: id, code: `12${wrong}4` } })).json).toMatchObject({ errors: { code: 'wrongCode' } });
    }
    const sixth = await call(server, ENDPOINTS.mobileVerify, { body: { leadId: id, code: '9999' } });
    expect(sixth).toMatchObject({ status: 422, json: { errors: { code: 'codeLocked' } } });
    expect(retryAfterOf(sixth)).toBe(RESEND_WAIT_MS / 1000);
    const right = await call(server, ENDPOINTS.mobileVerify, { body: { leadId: id, code: SMS_CODE } });
    expect(right).toMatchObject({ status: 422, json: { errors: { code: 'codeLocked' } } });
    expect(server.leads.get(id)?.state).toBe(7);

    now += RESEND_WAIT_MS;
    expect((await call(server, ENDPOINTS.mobileResendCode, { body: { leadId: id } })).json).toMatchObject({ sent: true });
    expect((await call(server, ENDPOINTS.mobileVerify, { body: { leadId: id, code: SMS_CODE } })).json).toMatchObject({ state: 10 });
  });

  it('keeps the count across a restart, and under a repeated Idempotency-Key counts the try once', async () => {
    let server = await api();
    const id = await smsLead(server);
    await call(server, ENDPOINTS.mobileVerification, { body: { leadId: id } });
    for (let wrong = 1; wrong < SMS_CODE_MAX_WRONG_TRIES; wrong += 1) await call(server, ENDPOINTS.mobileVerify, { body: { leadId: id, code: '1111' }, key: `try-${wrong}` });
    expect((await call(server, ENDPOINTS.mobileVerify, { body: { leadId: id, code: '1111' }, key: 'try-1' })).status).toBe(422);
    await server.close();
    server = await api();
    expect((await call(server, ENDPOINTS.mobileVerify, { body: { leadId: id, code: '1111' } })).status).toBe(422);
    expect((await call(server, ENDPOINTS.mobileVerify, { body: { leadId: id, code: SMS_CODE } })).json).toMatchObject({ errors: { code: 'codeLocked' } });
  });
});

describe('a new code only after the wait', () => {
  it('answers "send me a new code" within the wait of the last code 429 with the seconds left', async () => {
    const server = await api();
    const id = await smsLead(server);
    await call(server, ENDPOINTS.mobileVerification, { body: { leadId: id } });
    now += 10_000;
    const early = await call(server, ENDPOINTS.mobileResendCode, { body: { leadId: id } });
    expect(early).toMatchObject({ status: 429, json: { code: 'rate_limited' } });
    expect(retryAfterOf(early)).toBe((RESEND_WAIT_MS - 10_000) / 1000);
    expect(server.leads.get(id)?.calls?.mobileResendCode).toBeUndefined();
  });
});

describe('SMS sends per client address and per lead', { timeout: 15_000 }, () => {
  it('takes 10 sends in a minute from one address; the 11th is 429 with Retry-After, and another address is still served', async () => {
    const server = await api();
    const ids = await Promise.all(Array.from({ length: 11 }, () => smsLead(server)));
    const sends = [];
    for (const id of ids) sends.push(await call(server, ENDPOINTS.mobileVerification, { body: { leadId: id }, address: '203.0.113.7' }));
    expect(sends.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(sends[10]).toMatchObject({ status: 429, json: { code: 'rate_limited' } });
    expect(retryAfterOf(sends[10]!)).toBeGreaterThan(0);
    expect(retryAfterOf(sends[10]!)).toBeLessThanOrEqual(60);
    expect((await call(server, ENDPOINTS.mobileVerification, { body: { leadId: ids[10] }, address: '198.51.100.4' })).json).toMatchObject({ sent: true });
  });

  it('sends a lead at most 5 codes an hour, and changes its number at most 3 times an hour', async () => {
    const server = await api();
    const id = await smsLead(server);
    const numbers = ['+34611222333', '+34622333444', '+34633444555', '+34644555666'];
    const changes = [];
    for (const phoneNumber of numbers) changes.push((await call(server, ENDPOINTS.mobileChange, { body: { leadId: id, phoneNumber } })).status);
    expect(changes).toEqual([200, 200, 200, 429]);
    // Three codes went with the number changes; two more may be asked for, each after the wait.
    const resends = [];
    for (let ask = 0; ask < 3; ask += 1) {
      now += RESEND_WAIT_MS;
      resends.push((await call(server, ENDPOINTS.mobileResendCode, { body: { leadId: id } })).status);
    }
    expect(resends).toEqual([200, 200, 429]);
  });
});
