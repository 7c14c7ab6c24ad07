import { describe, expect, it } from 'vitest';
import { AD_CLICK_EXPIRY_MS_DEFAULT, AFFILIATE_EXPIRY_HOURS_DEFAULT, APPLICATION_EXPIRATION_MS_DEFAULT } from '../domain/constants';
import { COUNTRIES, LOCALES, normaliseApiBase, normaliseOrigin, parseRuntimeConfig, type ConfigResult } from './runtime-config';

const minimal = { country: 'ES', brand: 'es-solcredito', environment: 'production', locale: 'es', apiBase: '/api', productId: 'SOLCREDITO' };

const problemsOf = (result: ConfigResult) => (result.ok ? [] : result.problems);

describe('the runtime configuration (DESIGN.md §3) is checked at boot', () => {
  it('fills what the server leaves out: the policies at /policy (SPEC §7), the SPEC §9 expiries, consent asked first, no framing parent', () => {
    const result = parseRuntimeConfig(minimal);
    expect(result.ok && result.config).toMatchObject({
      ...minimal,
      policiesPath: '/policy',
      affiliateExpiryHours: AFFILIATE_EXPIRY_HOURS_DEFAULT,
      applicationExpirationMs: APPLICATION_EXPIRATION_MS_DEFAULT,
      adClickExpiryMs: AD_CLICK_EXPIRY_MS_DEFAULT,
      tracking: { consentMode: 'opt-in' },
      embedding: { allowedParentOrigins: [] },
    });
  });

  it('keeps what the server wrote, and drops keys it does not know', () => {
    const result = parseRuntimeConfig({
      ...minimal,
      policiesPath: '/legal/policy',
      affiliateExpiryHours: 0,
      tracking: { consentMode: 'inform', metaPixelId: '123', replaySampling: 0.5, scriptUrls: { gtm: '/gtm.js' }, unknownTag: 'x' },
      embedding: { allowedParentOrigins: ['https://partner.example'] },
      partnerOrigins: ['https://lender.example:8443/'],
      postcodeApiSecret: 'secret',
      somethingNew: true,
    });
    expect(result.ok && result.config).toMatchObject({
      policiesPath: '/legal/policy',
      affiliateExpiryHours: 0,
      tracking: { consentMode: 'inform', metaPixelId: '123', replaySampling: 0.5, scriptUrls: { gtm: '/gtm.js' } },
      embedding: { allowedParentOrigins: ['https://partner.example'] },
      partnerOrigins: ['https://lender.example:8443'],
      postcodeApiSecret: 'secret',
    });
    expect(result.ok && result.config).not.toHaveProperty('somethingNew');
    expect(result.ok && result.config.tracking).not.toHaveProperty('unknownTag');
  });

  it('accepts every country and locale it names, and nothing else', () => {
    for (const country of COUNTRIES) expect(parseRuntimeConfig({ ...minimal, country }).ok, country).toBe(true);
    for (const locale of LOCALES) expect(parseRuntimeConfig({ ...minimal, locale }).ok, locale).toBe(true);
    expect(problemsOf(parseRuntimeConfig({ ...minimal, country: 'FR', locale: 'fr' }))).toEqual([
      `country: expected one of ${COUNTRIES.join(', ')}`,
      `locale: expected one of ${LOCALES.join(', ')}`,
    ]);
  });

  it('names every problem by its field, so the operator sees all of them at once', () => {
    const result = parseRuntimeConfig({
      country: 'ES',
      environment: 'live',
      locale: 'es',
      apiBase: '',
      productId: 'P',
      policiesPath: 'policy',
      applicationExpirationMs: 0,
      accumulateOffers: 'yes',
      retargetingLogSources: ['a', 1],
      tracking: { consentMode: 'never', replaySampling: '1', scriptUrls: 'x' },
      embedding: { allowedParentOrigins: ['https://partner.example/path'] },
      partnerLogoOrigins: ['not a url'],
      postcodeApiSecret: '',
    });
    expect(problemsOf(result)).toEqual([
      'brand: required',
      'environment: expected one of development, staging, production',
      'apiBase: expected a path starting with / or an http(s) URL',
      'policiesPath: expected a path starting with /',
      'applicationExpirationMs: expected a positive number',
      'accumulateOffers: expected true or false',
      'retargetingLogSources: expected a list, each a string',
      'tracking.scriptUrls: expected an object',
      'tracking.consentMode: expected one of opt-in, inform',
      'tracking.replaySampling: expected a number',
      'embedding.allowedParentOrigins: expected a list, each an origin (scheme, host and port), without a path',
      'partnerLogoOrigins: expected a list, each an origin (scheme, host and port), without a path',
      'postcodeApiSecret: expected a non-empty string',
    ]);
  });

  it('refuses a configuration that is not an object, and a section that is not one', () => {
    for (const input of [null, [], 'config', 1]) expect(problemsOf(parseRuntimeConfig(input))).toEqual(['config: expected an object']);
    expect(problemsOf(parseRuntimeConfig({ ...minimal, tracking: [], embedding: 'x' }))).toEqual(['embedding: expected an object', 'tracking: expected an object']);
  });

  it('refuses numbers that are not finite', () => {
    expect(problemsOf(parseRuntimeConfig({ ...minimal, affiliateExpiryHours: Number.POSITIVE_INFINITY, adClickExpiryMs: Number.NaN }))).toEqual([
      'affiliateExpiryHours: expected a number',
      'adClickExpiryMs: expected a positive number',
    ]);
  });
});

describe('origin lists and the API base: one form, or refused', () => {
  it('writes an origin in the form browsers compare where the intent is clear: case, trailing slash, default port', () => {
    expect(normaliseOrigin('HTTPS://Partner.Example')).toBe('https://partner.example');
    expect(normaliseOrigin(' https://partner.example/ ')).toBe('https://partner.example');
    expect(normaliseOrigin('https://partner.example:443')).toBe('https://partner.example');
    expect(normaliseOrigin('http://LOCALHOST:4174/')).toBe('http://localhost:4174');
  });

  it('refuses what is not an origin: a path, no scheme, another scheme, a query, credentials, a wildcard', () => {
    for (const value of ['https://partner.example/embed', 'partner.example', 'partner.example:8443', 'ftp://partner.example', 'https://partner.example/?a=1', 'https://partner.example#x', 'https://user@partner.example', '*', '']) {
      expect(normaliseOrigin(value), value).toBeUndefined();
    }
  });

  it('takes the API base as a path on the same origin or an http(s) URL, without a trailing slash', () => {
    expect(normaliseApiBase('/api/')).toBe('/api');
    expect(normaliseApiBase('/')).toBe('/');
    expect(normaliseApiBase('HTTPS://API.Example.com/v1/')).toBe('https://api.example.com/v1');
    expect(normaliseApiBase('https://api.example.com')).toBe('https://api.example.com');
    for (const value of ['api', 'api.example.com', '//api.example.com', 'ftp://api.example.com', 'https://api.example.com/?k=1', '/api?x', '']) {
      expect(normaliseApiBase(value), value).toBeUndefined();
    }
  });

  it('accepts a configuration written with such origins, in their one form', () => {
    const result = parseRuntimeConfig({
      ...minimal,
      apiBase: 'HTTPS://API.Example.com/',
      embedding: { allowedParentOrigins: ['HTTPS://WWW.Partner.example/'] },
      partnerOrigins: ['https://Lender.example:443'],
      partnerLogoOrigins: ['https://cdn.example/'],
    });
    expect(result.ok && result.config).toMatchObject({
      apiBase: 'https://api.example.com',
      embedding: { allowedParentOrigins: ['https://www.partner.example'] },
      partnerOrigins: ['https://lender.example'],
      partnerLogoOrigins: ['https://cdn.example'],
    });
  });
});
