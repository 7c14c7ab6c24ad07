import { describe, it, expect } from 'vitest';
import { createLead } from '../../domain/lead/lead';
import { ENDPOINTS } from './endpoints';
import { endpointUrl, fillPath, queryString, toRoutePattern } from './endpoint';
import { errorBodySchema, leadStateResponseSchema, MAX_APPLICATION_STATE } from './common';
import { leadCreateRequestSchema, leadUpdateRequestSchema } from './lead';
import { leadStatusResponseSchema } from './lead-status';

describe('the endpoint table (one path per call of SPEC §7)', () => {
  it('holds every method and path once', () => {
    const routes = Object.values(ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('names the spec paths, including the backend spelling of /perofesional-details-mapping', () => {
    const paths = new Set(Object.values(ENDPOINTS).map((endpoint) => endpoint.path));
    for (const path of ['/v3/lead', '/v2/lead', '/v3/test/datapoints', '/lead/status/{id}', '/perofesional-details-mapping', '/lead/offer/proficredit', '/customer/email/unsubscribe']) {
      expect(paths).toContain(path);
    }
  });

  it('adds productId to the lead-create, lead and affiliate-event calls only (SPEC §1)', () => {
    const adding = Object.entries(ENDPOINTS).filter(([, endpoint]) => 'addsProductId' in endpoint && endpoint.addsProductId).map(([name]) => name);
    expect(adding.sort()).toEqual(['affiliateEvent', 'leadCreateV2', 'leadCreateV3', 'leadUpdateV2', 'leadUpdateV3']);
  });

  it('fetches the policies path without the API base (SPEC §7) and every other path with it', () => {
    expect(endpointUrl('/api', ENDPOINTS.policies, {}, { lang: 'es' })).toBe('/policy?lang=es');
    expect(endpointUrl('https://api.example.com/', ENDPOINTS.leadStatus, { id: 'a b' })).toBe('https://api.example.com/lead/status/a%20b');
  });
});

describe('path helpers', () => {
  it('encodes each parameter as one segment', () => {
    expect(fillPath('/email/validate/{email}', { email: 'ana+1@example.com' })).toBe('/email/validate/ana%2B1%40example.com');
    expect(() => fillPath('/lead/status/{id}', {})).toThrow('Missing path parameter');
  });

  it('drops empty query values and turns templates into router patterns', () => {
    expect(queryString({ a: 1, b: undefined, c: '' })).toBe('?a=1');
    expect(queryString({})).toBe('');
    expect(toRoutePattern('/v3/lead/url/{id}/{urlType}')).toBe('/v3/lead/url/:id/:urlType');
  });
});

describe('schemas', () => {
  it('accept a domain lead as the create payload, and require an id on update', () => {
    const lead = { ...createLead({ amount: 300, contactDetails: { email: 'ana@example.com' } }), productId: 'SOLCREDITO' };
    expect(leadCreateRequestSchema.safeParse(lead).success).toBe(true);
    expect(leadUpdateRequestSchema.safeParse(lead).success).toBe(false);
    expect(leadUpdateRequestSchema.safeParse({ ...lead, id: 'lead-1' }).success).toBe(true);
  });

  it('keep state within the SPEC §4 numbers 0..41', () => {
    expect(leadStateResponseSchema.safeParse({ id: 'x', state: MAX_APPLICATION_STATE }).success).toBe(true);
    expect(leadStateResponseSchema.safeParse({ id: 'x', state: MAX_APPLICATION_STATE + 1 }).success).toBe(false);
  });

  it('take an answer whose offers include one with a figure as text: each offer is read on its own', () => {
    const sound = { offerId: 'a', partner: 'creditea', amount: 1000, period: 3, periodScale: 'months', monthlyPayment: 348, totalToRepay: 1045 };
    const answer = leadStatusResponseSchema.parse({ id: 'x', status: 'action-required', state: 37, offers: [sound, { ...sound, offerId: 'b', amount: '500' }] });
    expect(answer.offers).toHaveLength(2);
    expect(leadStatusResponseSchema.safeParse({ id: 'x', status: 'action-required', state: 37, offers: 'none' }).success).toBe(false);
  });

  it('read field errors keyed by dotted data point', () => {
    const body = errorBodySchema.parse({ code: 'validation_failed', errors: { 'contactDetails.email': 'invalid' } });
    expect(body.errors).toEqual({ 'contactDetails.email': 'invalid' });
  });
});
