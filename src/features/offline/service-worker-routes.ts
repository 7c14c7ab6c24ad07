import { BASE_PATH } from '../../domain/constants';

/**
 * What the service worker does with each request (DESIGN.md §5, §9), as Workbox options that
 * vite.config.ts hands to vite-plugin-pwa. Plain data (regular expressions, no functions: Workbox
 * writes them into sw.js as source text), so the rules are unit-tested here.
 *
 * - Precached: the app shell and every route chunk (js, css, html, svg) and every locale file
 *   (all nine and the fallback: an offline first reload has its translations).
 * - Navigations under the base answer the precached index.html.
 * - config.json (and the per-brand manifest): network first, the cached copy when offline, because
 *   the app cannot start without its configuration.
 * - Locale files not in the precache (a new namespace, a cache-busting query): stale-while-revalidate.
 * - Brand assets: cache first.
 * - Nothing else: API calls (/api/...) and /policy hold personal data and never meet a cache; no
 *   route matches them, so the browser fetches them itself. Every route matches GET only (Workbox's
 *   default), and there is no catch-all: a POST or PUT is never touched.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const BASE = escapeRegExp(BASE_PATH);
const OPTIONAL_QUERY = '(\\?.*)?$';

/** The service worker's file and scope: it controls the app's pages only. */
export const SERVICE_WORKER_FILE = 'sw.js';
export const SERVICE_WORKER_SCOPE = `${BASE_PATH}/`;

export const RUNTIME_CONFIG_URL = new RegExp(`${BASE}/(config\\.json|manifest\\.webmanifest)${OPTIONAL_QUERY}`);
export const LOCALE_URL = new RegExp(`${BASE}/locales/[a-z]{2}/[a-z-]+\\.json${OPTIONAL_QUERY}`);
export const BRAND_ASSET_URL = new RegExp(`${BASE}/brands/`);

/** Navigations the precached index.html answers: routes under the base, not files. */
export const NAVIGATE_FALLBACK_ALLOWLIST = [new RegExp(`^${BASE}/`)];
export const NAVIGATE_FALLBACK_DENYLIST = [new RegExp(`^${BASE}/[^?]*\\.[a-z0-9]+${OPTIONAL_QUERY}`, 'i')];

const DAY_SECONDS = 24 * 60 * 60;

export type RuntimeCachingRule = {
  urlPattern: RegExp;
  handler: 'NetworkFirst' | 'StaleWhileRevalidate' | 'CacheFirst';
  options: {
    cacheName: string;
    networkTimeoutSeconds?: number;
    expiration?: { maxEntries?: number; maxAgeSeconds?: number };
    cacheableResponse?: { statuses: number[] };
  };
};

export const RUNTIME_CACHING: RuntimeCachingRule[] = [
  {
    urlPattern: RUNTIME_CONFIG_URL,
    handler: 'NetworkFirst',
    // A network that hangs (lie-fi) falls back to the cached configuration instead of a blank page.
    options: { cacheName: 'runtime-config', networkTimeoutSeconds: 4, cacheableResponse: { statuses: [200] } },
  },
  {
    urlPattern: LOCALE_URL,
    handler: 'StaleWhileRevalidate',
    options: { cacheName: 'locales', expiration: { maxEntries: 60 }, cacheableResponse: { statuses: [200] } },
  },
  {
    urlPattern: BRAND_ASSET_URL,
    handler: 'CacheFirst',
    options: { cacheName: 'brand-assets', expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS }, cacheableResponse: { statuses: [200] } },
  },
];

/** vite-plugin-pwa's `workbox` options (generateSW). */
export const SERVICE_WORKER_OPTIONS = {
  // The shell and every lazy chunk; locales by name so that all of them, fallback included, are there.
  globPatterns: ['**/*.{js,css,html,svg}', 'locales/*/*.json'],
  navigateFallback: 'index.html',
  navigateFallbackAllowlist: NAVIGATE_FALLBACK_ALLOWLIST,
  navigateFallbackDenylist: NAVIGATE_FALLBACK_DENYLIST,
  runtimeCaching: RUNTIME_CACHING,
  cleanupOutdatedCaches: true,
  // 'prompt' (DESIGN.md §9): a new worker waits until the applicant chooses to update.
  skipWaiting: false,
  clientsClaim: false,
};
