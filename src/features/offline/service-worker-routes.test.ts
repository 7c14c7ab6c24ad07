import { describe, it, expect } from 'vitest';
import { BASE_PATH } from '../../domain/constants';
import {
  CHOICE_LISTS_CACHE,
  NAVIGATE_FALLBACK_ALLOWLIST,
  NAVIGATE_FALLBACK_DENYLIST,
  RUNTIME_CACHING,
  SERVICE_WORKER_SCOPE,
} from './service-worker-routes';

const ORIGIN = 'https://apply.example';
const LOCALES = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'];

/** Which runtime rule answers a same-origin GET, the way Workbox's RegExpRoute matches (href). */
function handlerFor(path: string): string | undefined {
  const href = new URL(path, ORIGIN).href;
  return RUNTIME_CACHING.find((rule) => rule.urlPattern.test(href))?.handler;
}

/** Whether the precached index.html answers a navigation, the way Workbox's NavigationRoute decides. */
function servedByFallback(path: string): boolean {
  const url = new URL(path, ORIGIN);
  const target = url.pathname + url.search;
  return NAVIGATE_FALLBACK_ALLOWLIST.some((r) => r.test(target)) && !NAVIGATE_FALLBACK_DENYLIST.some((r) => r.test(target));
}

describe('service worker routes (DESIGN.md §5, §9)', () => {
  it(`the scope is the base path ${BASE_PATH}/`, () => {
    expect(SERVICE_WORKER_SCOPE).toBe(`${BASE_PATH}/`);
  });

  it('config.json is network first with the cached copy as fallback (the app cannot start without it)', () => {
    expect(handlerFor(`${BASE_PATH}/config.json`)).toBe('NetworkFirst');
    expect(handlerFor(`${BASE_PATH}/config.json?t=1`)).toBe('NetworkFirst');
    expect(handlerFor(`${BASE_PATH}/manifest.webmanifest`)).toBe('NetworkFirst');
  });

  it('locale files of every locale, fallback en included, are stale-while-revalidate', () => {
    for (const lng of LOCALES) {
      for (const ns of ['common', 'form', 'flow']) expect(handlerFor(`${BASE_PATH}/locales/${lng}/${ns}.json`)).toBe('StaleWhileRevalidate');
    }
  });

  it('brand assets are cache first', () => {
    expect(handlerFor(`${BASE_PATH}/brands/es-solcredito/logo.svg`)).toBe('CacheFirst');
  });

  it("the form's choice lists are stale-while-revalidate under any API base, checked as JSON; no other API call", () => {
    expect(handlerFor('/api/choices/maritalStatus?lang=es')).toBe('StaleWhileRevalidate');
    expect(handlerFor('https://api.example.com/v2/choices/country?lang=pl')).toBe('StaleWhileRevalidate');
    expect(handlerFor('https://api.example.com/choices/country?lang=pl')).toBe('StaleWhileRevalidate');
    expect(RUNTIME_CACHING.find((rule) => rule.options.cacheName === CHOICE_LISTS_CACHE)?.kind).toBe('json');
    for (const path of ['/api/choices/country', '/api/choices/country?lang=es&email=a@b.es', '/api/lead/choices/country?lang=es/x', '/api/perofesional-details-mapping?lang=es']) {
      expect(handlerFor(path)).toBeUndefined();
    }
  });

  it('API calls and /policy are never cached: no rule matches them', () => {
    for (const path of ['/api/v2/lead', '/api/lead/status/1', '/api/email/validate/a@b.es', '/policy', '/policy/terms', '/api/__test/leads']) {
      expect(handlerFor(path)).toBeUndefined();
    }
  });

  it('there is no catch-all and no rule for other methods: every rule is GET (Workbox default)', () => {
    for (const rule of RUNTIME_CACHING) expect(rule).not.toHaveProperty('method');
    expect(handlerFor('/something/else')).toBeUndefined();
  });

  it('the chunks of the screens after the offer, not precached, are cache first once loaded; analytics vendors never', () => {
    expect(handlerFor(`${BASE_PATH}/assets/id-upload-B3x_9kQa.js`)).toBe('CacheFirst');
    expect(handlerFor(`${BASE_PATH}/assets/customer-debts-BdhXQJrR.css`)).toBe('CacheFirst');
    expect(handlerFor(`${BASE_PATH}/assets/analytics-posthog-Dx81aQ.js`)).toBeUndefined();
    expect(handlerFor(`${BASE_PATH}/assets/logo.svg`)).toBeUndefined();
  });

  it('navigations under the base get the precached index.html; files and other paths do not', () => {
    expect(servedByFallback(`${BASE_PATH}/`)).toBe(true);
    expect(servedByFallback(`${BASE_PATH}/initial-details?amount=500`)).toBe(true);
    expect(servedByFallback(`${BASE_PATH}/continue/3f2b8c4e-9a1d-4e7b-8c2a-5d6e7f809a1b`)).toBe(true);
    expect(servedByFallback(`${BASE_PATH}/config.json`)).toBe(false);
    expect(servedByFallback(`${BASE_PATH}/locales/es/common.json?v=2`)).toBe(false);
    expect(servedByFallback('/partner/offer?leadId=1')).toBe(false);
    expect(servedByFallback('/api/v2/lead')).toBe(false);
  });
});
