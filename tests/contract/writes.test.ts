import { afterAll, beforeAll, describe, it, expect } from 'vitest';
import { undocumentedAnswers } from './documented-answers';
import { testSupportEndpoints } from '../../src/api/contract/test-support';
import { createLead, updateLead } from '../../src/api/leads';
import { sendAnyWrite, sendWrite, type WriteVariables } from '../../src/api/writes';
import { getLeadRedirect } from '../../src/api/continue-lead';
import { getLeadStatus } from '../../src/api/lead-status';
import { clientFor, completeLead, PRODUCT_ID, startLeadApi, type RunningLeadApi } from './harness';
import { STEP_CALLS, STEP_NAMES } from './step-bodies';

let server: RunningLeadApi;
let api: ReturnType<typeof clientFor>;
let keyCount = 0;
const key = () => `writes-${(keyCount += 1)}`;

beforeAll(async () => {
  server = await startLeadApi();
  api = clientFor(server.origin);
});

afterAll(async () => {
  expect(undocumentedAnswers(), 'answers outside the OpenAPI document').toEqual([]);
  await server.close();
});

const storedLeads = () => api.client.call('testLeads', testSupportEndpoints.testLeads);

describe('lead writes against the reference lead API (SPEC §7)', () => {
  it('POST /v3/lead answers the new id, and the stored lead carries the productId the client added (SPEC §1)', async () => {
    const created = await createLead(api.client, { idempotencyKey: key(), body: completeLead('accepted@example.com') });
    expect(created.id).toEqual(expect.any(String));
    const { leads } = await storedLeads();
    expect(leads.find((l) => l.id === created.id)?.lead.productId).toBe(PRODUCT_ID);
  });

  it('PUT /v3/lead updates the lead named in the body and answers { id, state }', async () => {
    const { id } = await createLead(api.client, { idempotencyKey: key(), body: completeLead('accepted+u3@example.com') });
    const updated = await updateLead(api.client, { idempotencyKey: key(), body: { id, amount: 1500 } });
    expect(updated).toMatchObject({ id, state: expect.any(Number) });
  });

  it('POST and PUT /v2/lead, the classic flow', async () => {
    const { id } = await createLead(api.client, { idempotencyKey: key(), body: completeLead('accepted+v2@example.com') }, 'v2');
    await expect(updateLead(api.client, { idempotencyKey: key(), body: { id, period: 80 } }, 'v2')).resolves.toMatchObject({ id });
  });

  it('a repeated Idempotency-Key gets the first answer and creates no second lead (DESIGN.md §5)', async () => {
    const before = (await storedLeads()).count;
    const variables = { idempotencyKey: key(), body: completeLead('accepted+twice@example.com') };
    const first = await createLead(api.client, variables);
    const again = await createLead(api.client, variables);
    expect(again.id).toBe(first.id);
    expect((await storedLeads()).count).toBe(before + 1);
  });

  it("answers 422 with field errors keyed by dotted data point, logged as 'Failed to post lead' without the payload", async () => {
    const email = 'field-error.contactDetails.postalCode@example.com';
    const error = await createLead(api.client, { idempotencyKey: key(), body: completeLead(email) }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'bad_request',
      status: 422,
      serverCode: 'validation_failed',
      retryable: false,
      message: 'Request failed with status code 422',
      fieldErrors: { 'contactDetails.postalCode': 'invalid' },
    });
    const lines = api.logger.lines.filter((line) => line.message === 'Failed to post lead');
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain(email);
  });

  it("answers 400 to a malformed body, not retried, logged as 'Failed to update lead'", async () => {
    const malformed = { idempotencyKey: key(), body: { amount: 'lots' } } as unknown as WriteVariables<'leadUpdateV3'>;
    await expect(updateLead(api.client, malformed)).rejects.toMatchObject({ code: 'bad_request', status: 400, retryable: false });
    expect(api.logger.lines.some((line) => line.message === 'Failed to update lead')).toBe(true);
  });
});

describe('verification, consent, after-offer, affiliate and unsubscribe writes (SPEC §7)', () => {
  let leadId: string;
  beforeAll(async () => {
    leadId = (await createLead(api.client, { idempotencyKey: key(), body: completeLead('sms@example.com') })).id;
  });

  // Each on a lead of its own: most move the lead on to accepted, and a decided lead takes no more data.
  it.each(STEP_NAMES)('%s is accepted with its Idempotency-Key', async (name) => {
    const id = (await createLead(api.client, { idempotencyKey: key(), body: completeLead('sms@example.com') })).id;
    const answer = await sendAnyWrite(api.client, name, { ...STEP_CALLS[name](id), idempotencyKey: key() } as WriteVariables);
    expect(answer).toBeTruthy();
  });

  it('POST /lead/partner-return moves a hand-off lead with the issued reference, and refuses a forged one', async () => {
    const id = (await createLead(api.client, { idempotencyKey: key(), body: completeLead('state-9@example.com') })).id;
    for (let poll = 0; poll < 5 && (await getLeadStatus(api.client, id)).state !== 9; poll += 1);
    const { redirect } = await getLeadRedirect(api.client, id);
    const reference = new URL(redirect.url).searchParams.get('ref') ?? '';
    const forged = { leadId: id, handoff: 'instantor', result: 'success', reference: 'forged-reference-123' } as const;
    await expect(sendWrite(api.client, 'leadPartnerReturn', { idempotencyKey: key(), body: forged })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { reference: 'invalid' },
    });
    const answer = await sendWrite(api.client, 'leadPartnerReturn', { idempotencyKey: key(), body: { ...forged, reference } });
    expect(answer).toMatchObject({ id, state: 10 });
  });

  it('POST /v2/customer/mobile/verify with a wrong code is 422 keyed by code', async () => {
    await expect(
      sendWrite(api.client, 'mobileVerify', { idempotencyKey: key(), body: { leadId, code: '9999' } }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { code: 'wrongCode' } });
  });

  it('POST /lead/cnp with a wrong check digit is 422 keyed by personalDetails.personalCode (the domain rule of src/domain/country/cnp.ts)', async () => {
    await expect(
      sendWrite(api.client, 'leadCnp', { idempotencyKey: key(), body: { leadId, cnp: '1800101420011' } }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { 'personalDetails.personalCode': 'invalid' } });
  });

  it('POST /lead/cnp of someone under 18 is 422 tooSmall: the lenders lend to adults only', async () => {
    // 5 for born in the 2000s; 1 January 2020, Bucharest (40), check digit 5.
    await expect(
      sendWrite(api.client, 'leadCnp', { idempotencyKey: key(), body: { leadId, cnp: '5200101400015' } }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { 'personalDetails.personalCode': 'tooSmall' } });
  });

  it('POST /lead/wniosek with a PESEL or account number that fails its check digit is 422 keyed by answers.{name}', async () => {
    await expect(
      sendWrite(api.client, 'leadWniosek', { idempotencyKey: key(), body: { leadId, answers: { pesel: '44051401358', bankAccount: '61109010140000071219812874' } } }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { 'answers.pesel': 'invalid' } });
  });

  it('POST /customer/{id}/consents without a required consent is 422 keyed by consents.{key}', async () => {
    await expect(
      sendWrite(api.client, 'consentsSave', { idempotencyKey: key(), params: { id: leadId }, body: { consents: {} } }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { 'consents.creditCheck': 'required' } });
  });

  it('POST /customer/email/unsubscribe?email={email}', async () => {
    await expect(
      sendWrite(api.client, 'unsubscribe', { idempotencyKey: key(), query: { email: 'ana@example.com' } }),
    ).resolves.toEqual({ unsubscribed: true });
  });
});
