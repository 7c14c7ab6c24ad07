import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { call, completeLead, makeApi, makeDataDir, removeDataDir } from './test-helpers';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

type Api = Awaited<ReturnType<typeof makeApi>>;

async function createAndDecide(api: Api, email: string) {
  const created = await call(api, ENDPOINTS.leadCreateV3, { body: completeLead(email) });
  expect(created.json.state).toBe(6);
  const id = String(created.json.id);
  const polls = [];
  for (let poll = 0; poll < 3; poll += 1) polls.push((await call(api, ENDPOINTS.leadStatus, { params: { id } })).json);
  return { id, polls, decided: polls[2] as Record<string, unknown> };
}

describe('test data chooses the outcome (lead-api/README.md)', () => {
  it('answers pending for the configured number of polls, then accepted@ is accepted (state 10)', async () => {
    const { polls } = await createAndDecide(await makeApi(dataDir, { pendingPolls: 2 }), 'accepted@example.com');
    expect(polls.map((poll) => [poll.status, poll.state])).toEqual([['pending', 6], ['pending', 6], ['accepted', 10]]);
  });

  it('decides on the first poll when pendingPolls is 0', async () => {
    const api = await makeApi(dataDir, { pendingPolls: 0 });
    const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('rejected@example.com') })).json.id);
    expect((await call(api, ENDPOINTS.leadStatus, { params: { id } })).json).toMatchObject({ status: 'rejected', state: 13 });
  });

  it('ignores a +tag, so accepted+7@ is still accepted', async () => {
    const { decided } = await createAndDecide(await makeApi(dataDir), 'Accepted+7@example.com');
    expect(decided.status).toBe('accepted');
  });

  it('redirects redirect@ to the partner page with an absolute URL from the request origin', async () => {
    const api = await makeApi(dataDir);
    const { id, decided } = await createAndDecide(api, 'redirect@example.com');
    expect(decided).toMatchObject({ status: 'redirected', state: 12, redirect: { method: 'GET', url: `http://localhost/partner/offer?leadId=${id}` } });
    expect((await call(api, ENDPOINTS.leadRedirect, { params: { id } })).json).toMatchObject({ redirect: { method: 'GET' } });
    const partner = await api.app.request(`/partner/offer?leadId=${id}`);
    expect(partner.status).toBe(200);
    expect(await partner.text()).toContain(id);
  });

  it('redirects redirect-post@ with method POST and form fields', async () => {
    const { id, decided } = await createAndDecide(await makeApi(dataDir), 'redirect-post@example.com');
    expect(decided.redirect).toMatchObject({ method: 'POST', fields: { leadId: id } });
  });

  it('asks sms@ for SMS verification (state 7): a wrong code is 422, code 0000 accepts', async () => {
    const api = await makeApi(dataDir);
    const { id, decided } = await createAndDecide(api, 'sms@example.com');
    expect(decided).toMatchObject({ status: 'action-required', state: 7 });
    const sent = await call(api, ENDPOINTS.mobileVerification, { body: { leadId: id } });
    expect(sent.json).toMatchObject({ sent: true, codeLength: 4, maskedPhoneNumber: '*********678' });
    const wrong = await call(api, ENDPOINTS.mobileVerify, { body: { leadId: id, code: '1234' } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ code: 'wrongCode' });
    expect((await call(api, ENDPOINTS.mobileVerify, { body: { leadId: id, code: '0000' } })).json).toMatchObject({ id, state: 10 });
  });

  it('sends state-30@ to id upload, and the upload accepts the lead', async () => {
    const api = await makeApi(dataDir);
    const { id, decided } = await createAndDecide(api, 'state-30@example.com');
    expect(decided).toMatchObject({ status: 'action-required', state: 30 });
    const front = { name: 'dni.png', type: 'image/png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' };
    expect((await call(api, ENDPOINTS.leadIdUpload, { body: { leadId: id, front } })).json).toMatchObject({ state: 10 });
  });

  it('sends state-37@ to the offer choice with offers to choose from', async () => {
    const api = await makeApi(dataDir);
    const { id, decided } = await createAndDecide(api, 'state-37@example.com');
    const offers = decided.offers as { offerId: string }[];
    expect(offers).toHaveLength(2);
    const chosen = await call(api, ENDPOINTS.offerAcceptCreditea, { body: { leadId: id, offerId: offers[0]?.offerId } });
    expect(chosen.json).toMatchObject({ state: 10 });
  });

  it('makes slow@ answer after the configured delay', async () => {
    const api = await makeApi(dataDir, { slowMs: 120 });
    const started = performance.now();
    const answer = await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('slow@example.com') });
    expect(answer.status).toBe(201);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('fails the first 2 attempts of fail2@ with 503 unavailable', async () => {
    const api = await makeApi(dataDir);
    const body = completeLead('fail2@example.com');
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1) answers.push(await call(api, ENDPOINTS.leadCreateV3, { body }));
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 201]);
    expect(answers[0]?.json.code).toBe('unavailable');
  });

  it('answers field-error@ with 422 on contactDetails.email, and field-error.<dataPoint>@ on that data point', async () => {
    const api = await makeApi(dataDir);
    const plain = await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('field-error@example.com') });
    expect(plain.status).toBe(422);
    expect(plain.json.errors).toEqual({ 'contactDetails.email': 'invalid' });
    const chosen = await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('field-error.personalDetails.firstName@example.com') });
    expect(chosen.json.errors).toEqual({ 'personalDetails.firstName': 'invalid' });
  });

  it('answers 422 notFound on contactDetails.postalCode for a postcode outside Spain (99999)', async () => {
    const api = await makeApi(dataDir);
    const body = completeLead('accepted@example.com');
    (body.contactDetails as Record<string, unknown>).postalCode = '99999';
    const answer = await call(api, ENDPOINTS.leadCreateV3, { body });
    expect(answer.json.errors).toEqual({ 'contactDetails.postalCode': 'notFound' });
  });
});

describe('lead states before the offer', () => {
  it('v3: a partial lead has state 0 until the last data point arrives, then checking (6)', async () => {
    const api = await makeApi(dataDir);
    const created = await call(api, ENDPOINTS.leadCreateV3, { body: { contactDetails: { email: 'accepted@example.com' }, amount: 500 } });
    expect(created.json.state).toBe(0);
    const { contactDetails: _contact, amount: _amount, ...rest } = completeLead('accepted@example.com');
    const updated = await call(api, ENDPOINTS.leadUpdateV3, { body: { ...rest, id: created.json.id } });
    expect(updated.json.state).toBe(0);
    const done = await call(api, ENDPOINTS.leadUpdateV3, { body: { id: created.json.id, contactDetails: completeLead('accepted@example.com').contactDetails } });
    expect(done.json.state).toBe(6);
  });

  it('v2: the answer names the first classic page still missing data (SPEC §4 states 1–5)', async () => {
    const api = await makeApi(dataDir);
    const created = await call(api, ENDPOINTS.leadCreateV2, { body: { amount: 500, period: 70 } });
    expect(created.json.state).toBe(2);
    const id = created.json.id;
    const named = { id, personalDetails: { firstName: 'Ana', lastName: 'Ruiz' } };
    // The page asks the date of birth too (src/domain/journey/classic-flow.ts): without it the page is not done.
    expect((await call(api, ENDPOINTS.leadUpdateV2, { body: named })).json.state).toBe(2);
    const page2 = { id, personalDetails: { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: '1990-02-03' } };
    expect((await call(api, ENDPOINTS.leadUpdateV2, { body: page2 })).json.state).toBe(3);
  });

  it('v2: the reference page (state 25) comes after other information where the brand asks for a reference', async () => {
    const { completeLead } = await import('./test-helpers');
    const base = completeLead('accepted@example.com');
    // Each brand's own country rules apply: a Mexican and a German phone, postcode and amount.
    const local = (phoneNumber: string, postalCode: string, amount: number) => ({
      ...base,
      amount,
      contactDetails: { ...(base.contactDetails as object), phoneNumber, postalCode },
      personalDetails: { firstName: 'Ana', lastName: 'López', dateOfBirth: '1990-05-17' },
      incomeDetails: { incomeSource: 'permanentEmployee', monthlyIncome: 1800, incomePayday: 28 },
    });
    const api = await makeApi(dataDir);
    const post = (brand: string, lead: object) =>
      api.app.request(`/api/v2/lead?brand=${brand}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(lead) });
    const mexican = await post('mx-pesofacil', local('+525512345678', '06600', 5000));
    expect(((await mexican.json()) as { state: number }).state).toBe(25);
    const german = await post('de-kreditwerk', local('+4915123456789', '10115', 1000));
    expect(((await german.json()) as { state: number }).state).toBe(6);
  });
});
