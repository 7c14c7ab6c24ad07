import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { UPLOAD_MAX_BYTES } from '../../src/domain/after-offer-steps/id-upload';
import { call, completeLead, makeApi, makeDataDir, removeDataDir } from './test-helpers';

/**
 * The server enforces what the after-offer screens enforce: each rule answers a
 * direct request, made without the page, with a 422 on the data point, and moves nothing.
 */
let dataDir: string;
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

type Api = Awaited<ReturnType<typeof makeApi>>;

/** A lead of the brand (the active Spanish one, or another by `?brand=`), the sandbox's state-N@ address. */
async function leadOf(api: Api, options: { brand?: string; phoneNumber?: string } = {}) {
  const body = options.brand
    ? { productId: 'DEFAULT', contactDetails: { email: 'state-15@example.com', phoneNumber: options.phoneNumber } }
    : completeLead('state-15@example.com');
  const created = await call(api, ENDPOINTS.leadCreateV3, { body, ...(options.brand ? { query: { brand: options.brand } } : {}) });
  expect(created.status).toBe(201);
  return String(created.json.id);
}

const refused = (answer: { status: number; json: Record<string, unknown> }, errors: Record<string, string>) => {
  expect(answer.status).toBe(422);
  expect(answer.json).toMatchObject({ code: 'validation_failed', errors });
};

describe('phone numbers of the brand\u2019s country only: the page\u2019s rule (src/domain/validation/phone.ts)', () => {
  it('the change-number call refuses a Polish number for the Spanish brand, and keeps the number it had', async () => {
    const api = await makeApi(dataDir);
    const id = await leadOf(api);
    refused(await call(api, ENDPOINTS.mobileChange, { body: { leadId: id, phoneNumber: '+48 512 345 678' } }), { 'contactDetails.phoneNumber': 'invalid' });
    expect(api.leads.get(id)?.lead.contactDetails?.phoneNumber).toBe('+34612345678');
    expect(api.leads.get(id)?.calls?.mobileChange).toBeUndefined();
    expect((await call(api, ENDPOINTS.mobileChange, { body: { leadId: id, phoneNumber: '+34 698 765 432' } })).json).toMatchObject({ id, state: 7 });
  });

  it('the change-number call refuses 612 for a Polish brand, and takes a Polish number', async () => {
    const api = await makeApi(dataDir);
    const id = await leadOf(api, { brand: 'pl-zlotowka', phoneNumber: '+48 512 345 678' });
    refused(await call(api, ENDPOINTS.mobileChange, { body: { leadId: id, phoneNumber: '612' } }), { 'contactDetails.phoneNumber': 'invalid' });
    expect((await call(api, ENDPOINTS.mobileChange, { body: { leadId: id, phoneNumber: '+48 601 234 567' } })).status).toBe(200);
  });

  it('every after-offer call that takes a phone holds it to the same rule', async () => {
    const api = await makeApi(dataDir);
    const id = await leadOf(api);
    const reference = { type: 'friend', name: 'Ana Pérez', phoneNumber: '+48 512 345 678' };
    refused(await call(api, ENDPOINTS.offerReferenceDetails, { body: { leadId: id, referenceDetails: reference } }), { 'referenceDetails.phoneNumber': 'invalid' });
    refused(
      await call(api, ENDPOINTS.offerPersonalDetails, { body: { leadId: id, personalDetails: { firstName: 'Ana' }, contactDetails: { phoneNumber: '612' } } }),
      { 'contactDetails.phoneNumber': 'invalid' },
    );
    refused(
      await call(api, ENDPOINTS.offerEmploymentDetails, { body: { leadId: id, employer: { name: 'Mercadona' }, incomeDetails: { workPhone: '612' } } }),
      { 'incomeDetails.workPhone': 'invalid' },
    );
    expect(api.leads.get(id)?.steps).toEqual({});
    expect((await call(api, ENDPOINTS.offerReferenceDetails, { body: { leadId: id, referenceDetails: { ...reference, phoneNumber: '+34 612 000 111' } } })).json).toMatchObject({ state: 10 });
  });
});

describe('required consents must be given', () => {
  it.each([
    ['policy consents (20)', ENDPOINTS.offerPolicy],
    ['dynamic consents (35)', ENDPOINTS.offerDynamicPolicy],
  ])('%s: a required consent false or missing is 422 on it, and the lead does not move', async (_name, endpoint) => {
    const api = await makeApi(dataDir);
    const id = await leadOf(api);
    const state = api.leads.get(id)?.state;
    refused(await call(api, endpoint, { body: { leadId: id, policies: { creditCheck: false, partnerMarketing: true } } }), {
      'policies.creditCheck': 'required',
      'policies.partnerTransfer': 'required',
    });
    expect(api.leads.get(id)?.state).toBe(state);
    expect((await call(api, endpoint, { body: { leadId: id, policies: { creditCheck: true, partnerTransfer: true } } })).json).toMatchObject({ state: 10 });
  });

  it('partner consents (29, 36): the same on POST /customer/{id}/consents', async () => {
    const api = await makeApi(dataDir);
    const id = await leadOf(api);
    refused(await call(api, ENDPOINTS.consentsSave, { params: { id }, body: { consents: { creditCheck: true, partnerTransfer: false } } }), {
      'consents.partnerTransfer': 'required',
    });
  });
});

describe('uploads are checked by their bytes', () => {
  const dataUrl = (type: string, bytes: Uint8Array | string) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';

  async function upload(api: Api, id: string, front: { name: string; type: string; dataUrl: string }, back?: typeof front) {
    return call(api, ENDPOINTS.leadIdUpload, { body: { leadId: id, front, ...(back ? { back } : {}) } });
  }

  it('refuses an SVG with script declared as a JPEG, and stores nothing', async () => {
    const api = await makeApi(dataDir);
    const id = await leadOf(api);
    refused(await upload(api, id, { name: 'dni.jpg', type: 'image/jpeg', dataUrl: dataUrl('image/jpeg', SVG) }), { front: 'invalid' });
    refused(await upload(api, id, { name: 'dni.jpg', type: 'image/jpeg', dataUrl: dataUrl('image/svg+xml', SVG) }), { front: 'invalid' });
    expect(api.leads.get(id)?.steps.idUpload).toBeUndefined();
  });

  // A file over the limit is 7 MB of JSON to read: time for a machine shared with the rest of the suite.
  it('refuses an empty PDF, a PNG declared as a PDF and a file over the limit, each on its side', { timeout: 15_000 }, async () => {
    const api = await makeApi(dataDir);
    const id = await leadOf(api);
    refused(await upload(api, id, { name: 'scan.pdf', type: 'application/pdf', dataUrl: 'data:application/pdf;base64,' }), { front: 'empty' });
    refused(
      await upload(api, id, { name: 'dni.png', type: 'image/png', dataUrl: dataUrl('image/png', PNG) }, { name: 'back.pdf', type: 'application/pdf', dataUrl: dataUrl('application/pdf', PNG) }),
      { back: 'invalid' },
    );
    const large = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    large.set(new TextEncoder().encode('%PDF-1.7\n'));
    refused(await upload(api, id, { name: 'scan.pdf', type: 'application/pdf', dataUrl: dataUrl('application/pdf', large) }), { front: 'tooLarge' });
  });

  it('takes a PNG and a PDF that are what they say', async () => {
    const api = await makeApi(dataDir);
    const id = await leadOf(api);
    const pdf = dataUrl('application/pdf', '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj');
    expect((await upload(api, id, { name: 'dni.png', type: 'image/png', dataUrl: dataUrl('image/png', PNG) }, { name: 'back.pdf', type: 'application/pdf', dataUrl: pdf })).json).toMatchObject({ state: 10 });
  });
});
