import { copyFileSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders, type ResponseKind } from '../../src/config/security-headers';
import { runtimeConfigFor } from './deployment';
import { createServerApp } from './server-app';
import { withLocalePreloads } from './static';
import { IN_PROGRESS_COOKIE, PRERENDERED_DIR, prerenderedFileOf } from '../../src/domain/journey/prerendered-page';

const distDir = mkdtempSync(join(tmpdir(), 'server-app-'));
mkdirSync(join(distDir, 'assets'));
mkdirSync(join(distDir, 'locales', 'es'), { recursive: true });
writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><title></title></head><body></body></html>');
writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(distDir, 'assets', 'index-abc123.js.map'), '{}');
mkdirSync(join(distDir, 'locales', 'en'), { recursive: true });
for (const locale of ['es', 'en']) copyFileSync(join('locales', locale, 'common.json'), join(distDir, 'locales', locale, 'common.json'));
mkdirSync(join(distDir, 'embed'));
writeFileSync(join(distDir, 'embed', 'v1.js'), 'void 0');
mkdirSync(join(distDir, PRERENDERED_DIR));
writeFileSync(join(distDir, prerenderedFileOf('es-solcredito', 'es')), '<!doctype html><html><head></head><body><div id="prerendered"></div></body></html>');

function server(env: Parameters<typeof runtimeConfigFor>[0]) {
  const leadApi = new Hono();
  leadApi.get('/api/__test/leads', (c) => c.json({ count: 0, leads: [] }));
  leadApi.get('/api/choices/x', (c) => c.json({ choices: [] }));
  leadApi.get('/partner/offer', (c) => c.html('<p>partner</p>'));
  leadApi.get('/partner/bank-link', (c) => c.html('<p>bank</p>'));
  leadApi.get('/policy/privacy', (c) => c.html('<p>policy</p>'));
  leadApi.get('/policy', (c) => c.json([]));
  leadApi.get('/api/broken', () => {
    throw new Error('broken');
  });
  leadApi.onError((_error, c) => c.json({ code: 'internal' }, 500));
  return createServerApp({ runtimeConfig: runtimeConfigFor(env), apiBase: '/api', leadApi, distDir, preloadLocales: ['es'] });
}

describe('the server of npm start', () => {
  it('sends the security headers of src/config/security-headers.ts on every kind of response, by its kind', async () => {
    const config = runtimeConfigFor({ EMBED_ORIGINS: 'https://partner.example' });
    const app = server({ EMBED_ORIGINS: 'https://partner.example' });
    const cases: Array<[path: string, status: number, kind: ResponseKind]> = [
      ['/application-frontend/', 200, 'app'],
      ['/application-frontend/initial-details', 200, 'app'],
      ['/application-frontend/config.json', 200, 'app'],
      ['/application-frontend/assets/index-abc123.js', 200, 'app'],
      ['/application-frontend/assets/missing-000.js', 404, 'app'],
      ['/nowhere', 404, 'app'],
      ['/', 302, 'app'],
      ['/application-frontend/embed/v1.js', 200, 'embed-script'],
      ['/policy', 200, 'api'],
      ['/api/choices/x', 200, 'api'],
      ['/api/broken', 500, 'api'],
    ];
    for (const [path, status, kind] of cases) {
      const response = await app.request(path);
      expect(response.status, path).toBe(status);
      for (const [name, value] of Object.entries(securityHeaders(config, kind))) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
    }
    const embed = await app.request('/application-frontend/embed/v1.js');
    expect(embed.headers.get('Cross-Origin-Resource-Policy'), 'partners load embed.js from their own origin').toBe('cross-origin');
    expect((await app.request('/api/choices/x')).headers.get('Cache-Control')).toBe('no-store');
    expect((await app.request('/application-frontend/')).headers.get('Content-Security-Policy')).toContain('frame-ancestors https://partner.example');
  });

  it("gives the sandbox's pages of other sites (partner, bank link, a policy's text) a policy of their own, nosniff and a referrer policy", async () => {
    const app = server({ EMBED_ORIGINS: 'https://partner.example' });
    for (const path of ['/partner/offer', '/partner/bank-link', '/policy/privacy']) {
      const headers = (await app.request(path)).headers;
      expect(headers.get('Content-Security-Policy'), path).toBe(
        "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'self' https://partner.example",
      );
      expect(headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('Cache-Control'), path).toBe('no-store');
    }
    expect((await server({}).request('/partner/offer')).headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('never lets the HTML be cached unchecked, deep links included', async () => {
    const app = server({});
    for (const path of ['/application-frontend/', '/application-frontend/index.html', '/application-frontend/initial-details', '/application-frontend/config.json']) {
      expect((await app.request(path)).headers.get('Cache-Control'), path).toBe('no-cache');
    }
    expect((await app.request('/application-frontend/assets/index-abc123.js')).headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/application-frontend/locales/es/common.json')).headers.get('Cache-Control')).toBe('public, max-age=300');
  });

  it('does not serve source maps', async () => {
    expect((await server({}).request('/application-frontend/assets/index-abc123.js.map')).status).toBe(404);
  });

  it('answers the test-only calls with 404 in production, and serves them elsewhere', async () => {
    const production = await server({ APP_ENV: 'production' }).request('/api/__test/leads');
    expect(production.status).toBe(404);
    expect(await production.json()).toMatchObject({ code: 'not_found' });
    expect((await server({ APP_ENV: 'development' }).request('/api/__test/leads')).status).toBe(200);
    expect((await server({ APP_ENV: 'staging' }).request('/api/__test/leads')).status).toBe(200);
  });
});

describe('withLocalePreloads', () => {
  it('adds one preload per namespace, and replaces those of an earlier run', () => {
    const once = withLocalePreloads('<head></head>', ['es']);
    expect(once.match(/rel="preload"/g)).toHaveLength(4);
    expect(withLocalePreloads(once, ['pl', 'en']).match(/rel="preload"/g)).toHaveLength(8);
    expect(withLocalePreloads(once, ['pl', 'en'])).not.toContain('/locales/es/');
  });

  it('on a drawn page, puts them in the template that loads after the first paint', () => {
    const drawn = '<head><template id="after-first-paint"></template><!-- after-first-paint --></head>';
    const preloaded = withLocalePreloads(drawn, ['es']);
    expect(preloaded.match(/<template id="after-first-paint">([\s\S]*)<\/template>/)?.[1]?.match(/rel="preload"/g)).toHaveLength(4);
  });
});

describe('the words a page has before its scripts', () => {
  it("every page carries the deployment's boot texts and language: the drawn step, index.html and a deep link", async () => {
    const app = server({});
    for (const path of ['/application-frontend/', '/application-frontend/name', '/application-frontend/initial-details?email=a%40b.es']) {
      const html = await (await app.request(path)).text();
      expect(html, path).toContain('<html lang="es-ES"');
      expect(html, path).toContain('Sin conexión. Comprueba tu conexión y vuelve a intentarlo.');
      expect(html, path).toMatch(/<div id="boot-notice"[^>]*hidden>/);
    }
  });
});

describe('the first step drawn at build time', () => {
  it('answers a newcomer at the first step with the drawn page of the brand, anyone else with index.html', async () => {
    const app = server({});
    const page = async (path: string, headers: Record<string, string> = {}) => {
      const response = await app.request(path, { headers });
      expect(response.headers.get('Vary'), path).toContain('Cookie');
      return response.text();
    };
    for (const path of ['/application-frontend/', '/application-frontend/initial-details?utm_source=ads']) expect(await page(path)).toContain('id="prerendered"');
    expect(await page('/application-frontend/initial-details?email=a%40b.es')).not.toContain('id="prerendered"');
    expect(await page('/application-frontend/initial-details', { Cookie: `${IN_PROGRESS_COOKIE}=1` })).not.toContain('id="prerendered"');
    expect(await page('/application-frontend/name')).not.toContain('id="prerendered"');
    // Another language than the drawn page's, or a brand without one: index.html.
    expect(await (await server({ LOCALE: 'en' }).request('/application-frontend/initial-details')).text()).not.toContain('id="prerendered"');
    expect(await (await server({ BRAND: 'pl-zlotowka' }).request('/application-frontend/loan-information')).text()).not.toContain('id="prerendered"');
  });
});
