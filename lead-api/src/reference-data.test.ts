import { afterAll, beforeAll, describe, it, expect } from 'vitest';
import { ENDPOINTS, policiesResponseSchema } from '../../src/api/contract';
import { isDataPoint } from '../../src/domain/lead/data-points';
import { consentsWithValues } from './data/consents';
import { call, completeLead, makeApi, makeDataDir, removeDataDir } from './test-helpers';

let dataDir: string;
let api: Awaited<ReturnType<typeof makeApi>>;
beforeAll(async () => {
  dataDir = await makeDataDir();
  api = await makeApi(dataDir);
});
afterAll(async () => {
  await removeDataDir(dataDir);
});

describe('v3 data points per brand (GET /v3/test/datapoints)', () => {
  it('gives the Spanish brand a flow that starts with initial-details and uses only SPEC §3 data points', async () => {
    const answer = await call(api, ENDPOINTS.dataPointsV3, { query: { brand: 'es-solcredito' } });
    const dataPoints = answer.json.dataPoints as string[];
    expect(dataPoints.slice(0, 5)).toEqual(['contactDetails.email', 'contactDetails.phoneNumber', 'contactDetails.marketingConsents', 'generalPolicies', 'amount']);
    expect(dataPoints.length).toBeGreaterThan(25);
    expect(dataPoints.every(isDataPoint)).toBe(true);
  });

  it('reads the brand from the X-Brand header and gives other countries a shorter flow', async () => {
    const answer = await api.app.request('/api/v3/test/datapoints', { headers: { 'X-Brand': 'pl-default' } });
    const { dataPoints } = (await answer.json()) as { dataPoints: string[] };
    expect(dataPoints.length).toBeLessThan(20);
  });
});

describe('lookups and lists', () => {
  it('validates e-mail addresses and suggests a fix for a misspelt provider', async () => {
    expect((await call(api, ENDPOINTS.emailValidate, { params: { email: 'ana@gmial.com' } })).json).toEqual({ valid: true, suggestion: 'ana@gmail.com' });
    expect((await call(api, ENDPOINTS.emailValidate, { params: { email: 'not-an-address' } })).json).toEqual({ valid: false });
    expect((await call(api, ENDPOINTS.emailValidate, { params: { email: 'invalid@example.com' } })).json).toEqual({ valid: false });
  });

  it('serves the page each consent links to (GET /customer/{id}/consents), in the asked language, and nothing for a key it does not know', async () => {
    for (const consent of consentsWithValues(undefined, 'de', 'http://localhost')) {
      const page = await api.app.request(consent.url!.replace('http://localhost', ''));
      expect(page.status, consent.key).toBe(200);
      expect(await page.text()).toContain(consent.text);
    }
    expect((await api.app.request('/policy/consent-nothing?lang=de')).status).toBe(404);
  });

  it('serves the policies at /policy without the API base, in Spanish and English', async () => {
    const spanish = await api.app.request('/policy');
    const english = await api.app.request('/policy?lang=en');
    const es = policiesResponseSchema.parse(await spanish.json());
    const en = policiesResponseSchema.parse(await english.json());
    expect(es.map((policy) => policy.title)).toContain('Política de privacidad');
    expect(en.map((policy) => policy.title)).toContain('Privacy policy');
    expect((await api.app.request(new URL(es[0]?.url ?? '').pathname)).status).toBe(200);
  });

  it('serves /choices/country and /choices/position, and 404 for an unknown list', async () => {
    expect((await call(api, ENDPOINTS.choices, { params: { list: 'country' } })).json).toContainEqual({ value: 'ES', label: 'España' });
    expect((await call(api, ENDPOINTS.choices, { params: { list: 'position' }, query: { lang: 'en' } })).json).toContainEqual({ value: 'executive', label: 'Executive' });
    expect((await call(api, ENDPOINTS.choices, { params: { list: 'nothing' } })).status).toBe(404);
  });

  it('the provinces in alphabetical order, as Spanish sorts them (A Coruña, Albacete, … Zaragoza)', async () => {
    const labels = ((await call(api, ENDPOINTS.choices, { params: { list: 'province' } })).json as unknown as { label: string }[]).map((choice) => choice.label);
    expect(labels).toHaveLength(52);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es')));
    expect(labels[0]).toBe('A Coruña');
    expect(labels.at(-1)).toBe('Zaragoza');
  });

  it('finds companies by part of the name, without accents', async () => {
    const answer = await call(api, ENDPOINTS.companyLookup, { params: { name: 'telefonica' } });
    expect(answer.json).toEqual([expect.objectContaining({ name: 'Telefónica, S.A.', taxRegistryCode: 'A28015865' })]);
  });

  it('serves vehicle models, partner logos as SVG data URLs and the professional mapping', async () => {
    expect((await call(api, ENDPOINTS.vehicleModels)).json).toContainEqual(expect.objectContaining({ make: 'SEAT' }));
    const logos = (await call(api, ENDPOINTS.partnerLogos)).json as unknown as { logoUrl: string }[];
    expect(logos.every((logo) => logo.logoUrl.startsWith('data:image/svg+xml;base64,'))).toBe(true);
    expect((await call(api, ENDPOINTS.professionalDetailsMapping)).status).toBe(200);
  });

  it('unsubscribes an address and records affiliate events', async () => {
    expect((await call(api, ENDPOINTS.unsubscribe, { query: { email: 'ana@example.com' } })).json).toEqual({ unsubscribed: true });
    expect(api.leads.isUnsubscribed('ANA@example.com')).toBe(true);
    const event = await call(api, ENDPOINTS.affiliateEvent, { body: { productId: 'SOLCREDITO', event: 'lead', sessionId: 's-1' } });
    expect(event.json).toMatchObject({ ok: true });
  });
});

describe('continuing a lead and the test-only lead list', () => {
  it('answers a continue URL on the app, the stored lead, and counts leads at /__test/leads', async () => {
    const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('accepted@example.com') })).json.id);
    const url = await call(api, ENDPOINTS.continueUrlV3, { params: { id, urlType: 'continue' }, query: { refTransactionId: 'tx-1' } });
    expect(url.json.url).toBe(`http://localhost/application-frontend/continue/${id}?refTransactionId=tx-1`);
    expect((await call(api, ENDPOINTS.continueLead, { params: { id } })).json).toMatchObject({ id, state: 6 });
    const list = await call(api, ENDPOINTS.testLeads);
    expect(list.json.count).toBeGreaterThanOrEqual(1);
  });

  it('lists, saves and requires the consents of the consent states', async () => {
    const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('state-35@example.com') })).json.id);
    const listed = await call(api, ENDPOINTS.consentsGet, { params: { id } });
    expect((listed.json.consents as unknown[]).length).toBe(3);
    const missing = await call(api, ENDPOINTS.consentsSave, { params: { id }, body: { consents: { creditCheck: true } } });
    expect(missing.json.errors).toEqual({ 'consents.partnerTransfer': 'required' });
    const saved = await call(api, ENDPOINTS.consentsSave, { params: { id }, body: { consents: { creditCheck: true, partnerTransfer: true } } });
    expect(saved.json).toMatchObject({ id, state: 10 });
  });
});
