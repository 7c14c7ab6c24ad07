import { afterAll, beforeAll, describe, it, expect } from 'vitest';
import { undocumentedAnswers } from './documented-answers';
import { QueryClient } from '@tanstack/react-query';
import { testSupportEndpoints } from '../../src/api/contract/test-support';
import { companyQueryOptions, lookupCompany } from '../../src/api/company';
import {
  continueLeadQueryOptions,
  getContinueLead,
  getContinueUrl,
  getContinueUrlV2,
  getLeadRedirect,
} from '../../src/api/continue-lead';
import { getConsents } from '../../src/api/consents';
import { dataPointsQueryOptions, getDataPoints } from '../../src/api/data-points';
import { emailValidationQueryOptions, validateEmail } from '../../src/api/email';
import { getLeadStatus, leadStatusQueryOptions } from '../../src/api/lead-status';
import { getPolicies, policiesQueryOptions } from '../../src/api/policies';
import { lookupPostcode, postcodeQueryOptions } from '../../src/api/postcode';
import { getChoices, getPartnerLogos, getProfessionalMapping, getVehicleModels } from '../../src/api/reference-data';
import { sendWrite } from '../../src/api/writes';
import { READ_CALLS } from './calls-covered';
import { clientFor, completeLead, startLeadApi, type RunningLeadApi } from './harness';

let server: RunningLeadApi;
let api: ReturnType<typeof clientFor>;
let leadId: string;
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeAll(async () => {
  server = await startLeadApi();
  api = clientFor(server.origin);
  const created = await sendWrite(api.client, 'leadCreateV3', { idempotencyKey: 'reads-lead', body: completeLead('redirect@example.com') });
  leadId = created.id;
});

afterAll(async () => {
  expect(undocumentedAnswers(), 'answers outside the OpenAPI document').toEqual([]);
  expect([...api.called].sort()).toEqual(expect.arrayContaining([...READ_CALLS].sort()));
  queryClient.clear();
  await server.close();
});

describe('reads against the reference lead API (SPEC §7)', () => {
  it('GET the configured policies path, without the API base', async () => {
    const policies = await getPolicies(api.client, 'es');
    expect(policies.some((p) => p.id === 'terms' && p.required)).toBe(true);
    await expect(queryClient.fetchQuery(policiesQueryOptions(api.client, 'en'))).resolves.toEqual(expect.any(Array));
  });

  it('GET /email/validate/{email}, the address as one encoded segment', async () => {
    await expect(validateEmail(api.client, 'ana.garcia@gmail.com')).resolves.toMatchObject({ valid: true });
    const misspelt = await queryClient.fetchQuery(emailValidationQueryOptions(api.client, 'ana@gmial.com'));
    expect(misspelt.suggestion).toBe('ana@gmail.com');
  });

  it('GET /postcode/lookup/{code} and GET /postcode/{code}', async () => {
    await expect(lookupPostcode(api.client, '28013')).resolves.toMatchObject({ postalCode: '28013', province: 'Madrid' });
    await expect(lookupPostcode(api.client, '28013', { call: 'postcode', apiSecret: 'local' })).resolves.toMatchObject({ provinceCode: '28' });
    await expect(queryClient.fetchQuery(postcodeQueryOptions(api.client, '08001'))).resolves.toMatchObject({ provinceCode: '08' });
  });

  it('answers a postcode that is not five digits with field errors keyed by data point', async () => {
    await expect(lookupPostcode(api.client, '123')).rejects.toMatchObject({
      code: 'bad_request',
      status: 422,
      retryable: false,
      fieldErrors: { 'contactDetails.postalCode': expect.any(String) },
    });
  });

  it('GET /v3/test/datapoints for the brand', async () => {
    const { dataPoints } = await getDataPoints(api.client, 'es-solcredito');
    expect(dataPoints).toContain('contactDetails.email');
    await expect(queryClient.fetchQuery(dataPointsQueryOptions(api.client, 'es-solcredito'))).resolves.toMatchObject({ dataPoints });
  });

  it('GET /company/{name}', async () => {
    const companies = await lookupCompany(api.client, 'Telef');
    expect(companies[0]?.taxRegistryCode).toBe('A28015865');
    await expect(queryClient.fetchQuery(companyQueryOptions(api.client, 'Iberdrola'))).resolves.toHaveLength(1);
  });

  it('GET /choices/country, /choices/position, /data/vehicleModels.json, /partner/logos and the profession mapping', async () => {
    expect((await getChoices(api.client, 'country', 'es')).some((c) => c.value === 'ES')).toBe(true);
    expect(await getChoices(api.client, 'position', 'en')).not.toHaveLength(0);
    expect(await getVehicleModels(api.client)).not.toHaveLength(0);
    expect(await getPartnerLogos(api.client)).not.toHaveLength(0);
    expect(await getProfessionalMapping(api.client, 'es')).not.toHaveLength(0);
  });

  it('GET /lead/status/{id} until a decision, then the partner redirect', async () => {
    const status = await getLeadStatus(api.client, leadId);
    expect(status).toMatchObject({ id: leadId, status: 'redirected', state: 12 });
    await expect(queryClient.fetchQuery(leadStatusQueryOptions(api.client, leadId))).resolves.toMatchObject({ id: leadId });
    const { redirect } = await getLeadRedirect(api.client, leadId);
    expect(redirect.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it('GET /v3/lead/url/{id}/{urlType}, /v2/lead/url/{id}/{urlType} and /lead/continue/{id}', async () => {
    const v3 = await getContinueUrl(api.client, leadId, 'continue', 'tx-1');
    expect(v3.url).toContain(`/continue/${leadId}?refTransactionId=tx-1`);
    const v2 = await getContinueUrlV2(api.client, leadId, 'offer', { utm_source: 'mail' });
    expect(v2.url).toContain('utm_source=mail');
    const continued = await getContinueLead(api.client, leadId);
    expect(continued.lead.contactDetails?.email).toBe('redirect@example.com');
    await expect(queryClient.fetchQuery(continueLeadQueryOptions(api.client, leadId))).resolves.toMatchObject({ id: leadId });
  });

  it('GET /customer/{id}/consents', async () => {
    const { consents } = await getConsents(api.client, leadId);
    expect(consents.length).toBeGreaterThan(0);
  });

  it('answers an unknown lead with 404, not retried', async () => {
    await expect(getLeadStatus(api.client, 'no-such-lead')).rejects.toMatchObject({
      code: 'bad_request',
      status: 404,
      serverCode: 'not_found',
      retryable: false,
      message: 'Request failed with status code 404',
    });
  });

  it('GET /__test/leads counts the stored leads', async () => {
    const { count } = await api.client.call('testLeads', testSupportEndpoints.testLeads);
    expect(count).toBe(1);
  });
});
