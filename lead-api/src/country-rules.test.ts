import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_EXAMPLES, type CountryExamples } from '../../tests/support/country-examples';
import { BRAND_HEADER } from '../../src/api/contract/constants';
import type { LeadApi } from './app';
import { makeApi, makeDataDir, removeDataDir } from './test-helpers';

/**
 * Lead-api answers 422 on the data point to a number that is not of the lead's brand's
 * country, on every call that carries one (the lead writes and the after-offer steps), with the
 * same rules the page runs (src/domain/country/country-rules.ts, src/domain/validation/phone.ts); the local example
 * is taken. Requests are made as a client makes them: JSON, the brand in X-Brand.
 */
const BRAND_OF: Record<(typeof COUNTRIES)[number], string> = {
  ES: 'es-solcredito', DE: 'de-kreditwerk', MX: 'mx-pesofacil', PL: 'pl-zlotowka',
  RO: 'ro-leucredit', CO: 'co-platacol', VN: 'vn-dongvay', PH: 'ph-pisoloan',
};

let dataDir: string;
let api: LeadApi;
beforeEach(async () => {
  dataDir = await makeDataDir();
  api = await makeApi(dataDir);
});
afterEach(async () => {
  await api.close();
  await removeDataDir(dataDir);
});

async function post(path: string, body: object, brand?: string) {
  const answer = await api.app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(brand ? { [BRAND_HEADER]: brand } : {}) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, json: (await answer.json()) as { id?: string; errors?: Record<string, string> } };
}

/** A lead of the brand, created with an e-mail only, for the after-offer calls. */
async function leadOf(brand: string): Promise<string> {
  const created = await post('/v3/lead', { contactDetails: { email: 'accepted@example.com' } }, brand);
  expect(created.status).toBe(201);
  return created.json.id ?? '';
}

/** A lead write carrying one data point: its section and field from the dotted name. */
const leadWith = (dataPoint: string, value: string) => {
  const [section = '', field = ''] = dataPoint.split('.');
  return { contactDetails: { email: 'accepted@example.com' }, [section]: { ...(section === 'contactDetails' ? { email: 'accepted@example.com' } : {}), [field]: value } };
};

const LEAD_WRITE_POINTS: [string, keyof CountryExamples][] = [
  ['contactDetails.phoneNumber', 'smsPhone'],
  ['personalDetails.personalCode', 'nationalId'],
  ['otherDetails.idCardNumber', 'idCard'],
  ['otherDetails.taxIdentificationNumber', 'taxId'],
  ['incomeDetails.iban', 'account'],
  ['incomeDetails.workPhone', 'callPhone'],
  ['referenceDetails.phoneNumber', 'callPhone'],
];

describe('lead-api checks every number by the lead brand\'s country', () => {
  for (const country of COUNTRIES) {
    const brand = BRAND_OF[country];
    const examples = COUNTRY_EXAMPLES[country];

    it(`${country} lead writes (POST /v3/lead): each id, account and phone taken when local, 422 on its data point otherwise`, async () => {
      for (const [dataPoint, name] of LEAD_WRITE_POINTS) {
        const example = examples[name];
        const taken = await post('/v3/lead', leadWith(dataPoint, example.valid), brand);
        expect(taken.status, `${dataPoint} ${example.valid}`).toBe(201);
        const refused = name === 'smsPhone' && examples.smsPhone.landline ? [...example.refused, examples.smsPhone.landline] : example.refused;
        for (const value of refused) {
          const answer = await post('/v3/lead', leadWith(dataPoint, value), brand);
          expect(answer.status, `${dataPoint} ${value}`).toBe(422);
          expect(answer.json.errors, `${dataPoint} ${value}`).toEqual({ [dataPoint]: 'invalid' });
        }
      }
    });

    it(`${country} id upload (POST /lead/documentId): ${examples.document.valid} taken, ${examples.document.refused.join(' and ')} 422 on documentId`, async () => {
      const leadId = await leadOf(brand);
      expect((await post('/lead/documentId', { leadId, documentId: examples.document.valid })).status).toBe(200);
      for (const documentId of examples.document.refused) {
        const answer = await post('/lead/documentId', { leadId, documentId });
        expect(answer.status, documentId).toBe(422);
        expect(answer.json.errors, documentId).toEqual({ documentId: 'invalid' });
      }
    });

    it(`${country} account (POST /lead/account): ${examples.account.valid} taken, ${examples.account.refused.join(' and ')} 422 on incomeDetails.iban`, async () => {
      const leadId = await leadOf(brand);
      for (const iban of examples.account.refused) {
        const answer = await post('/lead/account', { leadId, iban });
        expect(answer.status, iban).toBe(422);
        expect(answer.json.errors, iban).toEqual({ 'incomeDetails.iban': 'invalid' });
      }
      expect((await post('/lead/account', { leadId, iban: examples.account.valid })).status).toBe(200);
    });

    it(`${country} additional personal details and reference details (POST /lead/offer/*): the identity card and the reference's phone`, async () => {
      const leadId = await leadOf(brand);
      const personal = (idCardNumber: string) => post('/lead/offer/personal-details', { leadId, personalDetails: {}, otherDetails: { idCardNumber } });
      const reference = (phoneNumber: string) =>
        post('/lead/offer/reference-details', { leadId, referenceDetails: { type: 'family', name: 'Ana López', phoneNumber } });
      for (const value of examples.idCard.refused) expect((await personal(value)).json.errors, value).toEqual({ 'otherDetails.idCardNumber': 'invalid' });
      for (const value of examples.callPhone.refused) expect((await reference(value)).json.errors, value).toEqual({ 'referenceDetails.phoneNumber': 'invalid' });
      expect((await reference(examples.callPhone.valid)).status).toBe(200);
      // The accepted step moved the lead to its decision, which takes no more data: the valid card on a lead of its own.
      const other = await leadOf(brand);
      expect((await post('/lead/offer/personal-details', { leadId: other, personalDetails: {}, otherDetails: { idCardNumber: examples.idCard.valid } })).status).toBe(200);
    });
  }

  it('Mexico: the CURP LOAN850327MDFPNN01 finishes the ID upload; Spain\'s 12345678Z no longer does', async () => {
    const leadId = await leadOf('mx-pesofacil');
    expect((await post('/lead/documentId', { leadId, documentId: 'LOAN850327MDFPNN01' })).status).toBe(200);
    expect((await post('/lead/documentId', { leadId, documentId: '12345678Z' })).json.errors).toEqual({ documentId: 'invalid' });
  });

  it('Philippines: 612 345 678 is refused as the number for the SMS code; Spain: +34 999 999 999 and a landline', async () => {
    const phone = (phoneNumber: string, brand: string) => post('/v3/lead', { contactDetails: { email: 'accepted@example.com', phoneNumber } }, brand);
    expect((await phone('612 345 678', 'ph-pisoloan')).json.errors).toEqual({ 'contactDetails.phoneNumber': 'invalid' });
    expect((await phone('+34 999 999 999', 'es-solcredito')).json.errors).toEqual({ 'contactDetails.phoneNumber': 'invalid' });
    expect((await phone('+34 912 345 678', 'es-solcredito')).json.errors).toEqual({ 'contactDetails.phoneNumber': 'invalid' });
    expect((await phone('12345', 'de-kreditwerk')).json.errors).toEqual({ 'contactDetails.phoneNumber': 'invalid' });
  });

  it('Vietnam: the five-digit postcode 10000 (Hà Nội) is taken, 1000 and the old six-digit 100000 are 422 on contactDetails.postalCode', async () => {
    const postcode = (postalCode: string) => post('/v3/lead', { contactDetails: { email: 'accepted@example.com', postalCode } }, 'vn-dongvay');
    expect((await postcode('10000')).status).toBe(201);
    for (const refused of ['1000', '100000']) expect((await postcode(refused)).json.errors, refused).toEqual({ 'contactDetails.postalCode': 'invalid' });
  });
});
