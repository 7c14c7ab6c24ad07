import { describe, expect, it } from 'vitest';
import { ACTIVE_BRAND_ID } from '../../src/config/brands';
import { checkedRuntimeConfig, deploymentEnvProblems, runtimeConfigFor } from './deployment';

describe('the runtime configuration npm start serves (BRAND, LOCALE, APP_ENV)', () => {
  it('defaults to the active Spanish brand, in Spanish, in development', () => {
    const { input, result } = checkedRuntimeConfig({});
    expect(result.ok).toBe(true);
    expect(input).toMatchObject({ brand: ACTIVE_BRAND_ID, country: 'ES', locale: 'es', environment: 'development', productId: 'SOLCREDITO', apiBase: '/api', policiesPath: '/policy' });
  });

  it('serves another brand in its own country and language, without a rebuild', () => {
    expect(runtimeConfigFor({ BRAND: 'pl-zlotowka' })).toMatchObject({ brand: 'pl-zlotowka', country: 'PL', locale: 'pl', productId: 'DEFAULT' });
  });

  it('POSTCODE_API_SECRET becomes the postcode calls\' secret (SPEC §7); without it there is none', () => {
    expect(checkedRuntimeConfig({ POSTCODE_API_SECRET: 'pc-secret-1' }).input).toMatchObject({ postcodeApiSecret: 'pc-secret-1' });
    expect(runtimeConfigFor({})).not.toHaveProperty('postcodeApiSecret');
  });

  it('lets LOCALE and APP_ENV override the brand’s language and the environment', () => {
    expect(runtimeConfigFor({ BRAND: 'de-kreditwerk', LOCALE: 'en', APP_ENV: 'production' })).toMatchObject({ locale: 'en', environment: 'production' });
  });

  it('serves an unknown brand as asked, so the app itself says its page was not found', () => {
    const { input, result } = checkedRuntimeConfig({ BRAND: 'es-nobody' });
    expect(input.brand).toBe('es-nobody');
    expect(result.ok).toBe(true);
  });

  it('names the partner logo hosts of PARTNER_LOGO_ORIGINS, which the CSP lets the offer cards load from', () => {
    const { input, result } = checkedRuntimeConfig({ PARTNER_LOGO_ORIGINS: 'https://logos.partner.example, https://cdn.lender.example' });
    expect(result.ok).toBe(true);
    expect(input.partnerLogoOrigins).toEqual(['https://logos.partner.example', 'https://cdn.lender.example']);
    expect(checkedRuntimeConfig({ PARTNER_LOGO_ORIGINS: 'https://logos.partner.example/logos' }).result.ok).toBe(false);
  });

  it('names each problem of an environment the app would reject', () => {
    const { result } = checkedRuntimeConfig({ APP_ENV: 'qa', LOCALE: 'fr' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join(' ')).toMatch(/environment[\s\S]*locale|locale[\s\S]*environment/);
  });
});

describe('CONFIG_FILE: a deployment sets tracking without a rebuild', () => {
  it('merges the file over the generated configuration, object by object', () => {
    const file = JSON.stringify({ tracking: { metaPixelId: '123456789012345', scriptUrls: { meta: '/vendor/fbevents.js' } }, retargetingLogSources: ['abandonment'] });
    const { input, result } = checkedRuntimeConfig({ CONFIG_FILE: '/etc/app/config.json' }, () => file);
    expect(result.ok).toBe(true);
    expect(input).toMatchObject({ brand: ACTIVE_BRAND_ID, tracking: { metaPixelId: '123456789012345', scriptUrls: { meta: '/vendor/fbevents.js' } }, retargetingLogSources: ['abandonment'] });
  });

  it('refuses a file that is not a JSON object', () => {
    expect(() => checkedRuntimeConfig({ CONFIG_FILE: 'x.json' }, () => '[1]')).toThrow(/not a JSON object/);
  });
});

describe('origin lists and API_BASE, checked before they can hurt', () => {
  it('writes each origin in its one form where the intent is clear: scheme and host case, a trailing slash', () => {
    const { input, result } = checkedRuntimeConfig({
      EMBED_ORIGINS: 'HTTPS://WWW.Partner.example/, https://other.example',
      PARTNER_ORIGINS: 'https://Lender.example:443/',
      PARTNER_LOGO_ORIGINS: 'https://CDN.example',
      API_BASE: 'HTTPS://API.Example.com/',
    });
    expect(result.ok).toBe(true);
    expect(input).toMatchObject({
      embedding: { allowedParentOrigins: ['https://www.partner.example', 'https://other.example'] },
      partnerOrigins: ['https://lender.example'],
      partnerLogoOrigins: ['https://cdn.example'],
      apiBase: 'https://api.example.com',
    });
  });

  it('writes the origins of a CONFIG_FILE in their one form too', () => {
    const file = JSON.stringify({ embedding: { allowedParentOrigins: ['HTTPS://Partner.example/'] } });
    expect(checkedRuntimeConfig({ CONFIG_FILE: 'c.json' }, () => file).input.embedding).toEqual({ allowedParentOrigins: ['https://partner.example'] });
  });

  it('names the variable and the value of what is no origin: a path, no scheme; and an API_BASE the page would read as its own path', () => {
    expect(deploymentEnvProblems({ EMBED_ORIGINS: 'https://partner.example/embed', PARTNER_ORIGINS: 'lender.example', API_BASE: 'api.example.com' })).toEqual([
      'EMBED_ORIGINS: "https://partner.example/embed" is not an origin (scheme://host[:port], nothing after it)',
      'PARTNER_ORIGINS: "lender.example" is not an origin (scheme://host[:port], nothing after it)',
      'API_BASE: "api.example.com" is neither a path on this origin (/api) nor an http(s) URL (https://api.example.com)',
    ]);
    const { result } = checkedRuntimeConfig({ PARTNER_LOGO_ORIGINS: 'https://ok.example, ftp://logos.example' });
    expect(result.ok || result.problems).toEqual(['PARTNER_LOGO_ORIGINS: "ftp://logos.example" is not an origin (scheme://host[:port], nothing after it)']);
  });
});
