import { BRAND_ICON } from '../../config/brand-icon';
import { BASE_PATH } from '../../domain/constants';
import type { ResponseKind } from './response-checks';

/**
 * What the service worker does with each request (DESIGN.md §5, §9): plain data that the worker
 * (src/service-worker/sw.ts) turns into Workbox routes, so the rules are unit-tested here.
 *
 * - Precached: the app shell and the form's chunks (js, css, html, svg), the deployment's brand
 *   files and its locale's translations (precache-scope.ts): an offline first reload has everything
 *   it shows. The brand's icon (a PNG) is linked once the page is idle and cached then (brand assets).
 * - The chunks of the screens after the offer (scripts/on-demand-chunks.ts): cache first, stored when a
 *   screen first loads them (the worker claims the page it installs under, so that visit's loads count).
 * - Navigations under the base answer the precached index.html.
 * - config.json (and the per-brand manifest): network first, the cached copy when offline, because
 *   the app cannot start without its configuration.
 * - Locale files not in the precache (a new namespace, a cache-busting query): stale-while-revalidate.
 * - Brand assets: cache first.
 * - The form's choice lists (GET <API base>/choices/{list}?lang=…, the same for every applicant):
 *   stale-while-revalidate, and the page asks for those it has not stored yet once the worker runs
 *   (register-service-worker.ts), so a later visit offline does not stop at a step whose list was never loaded.
 * - Nothing else: every other API call and /policy hold personal data and never meet a cache; no
 *   route matches them, so the browser fetches them itself. Every route matches GET only (Workbox's
 *   default), and there is no catch-all: a POST or PUT is never touched.
 * - Every cache stores only a whole, successful answer of the expected kind, and drops a stored copy
 *   that is not one (response-checks.ts).
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
/** The build's hashed chunks, the consent-gated analytics vendors' aside (they load online only, with consent). */
export const APP_CHUNK_URL = new RegExp(`${BASE}/assets/(?!analytics-)[^/?]+\\.(js|css)${OPTIONAL_QUERY}`);

/**
 * A choice list of the API, under any API base (a path of this origin or another host): matched from
 * the URL's start, as Workbox requires of a route for another origin. Only the lists: no other call.
 */
export const CHOICE_LIST_URL = /^https?:\/\/[^/?#]+(?:\/[^?#]*)?\/choices\/[A-Za-z]+\?lang=[a-z]{2}$/;

/** Navigations the precached index.html answers: routes under the base, not files. */
export const NAVIGATE_FALLBACK_ALLOWLIST = [new RegExp(`^${BASE}/`)];
export const NAVIGATE_FALLBACK_DENYLIST = [new RegExp(`^${BASE}/[^?]*\\.[a-z0-9]+${OPTIONAL_QUERY}`, 'i')];

const DAY_SECONDS = 24 * 60 * 60;

/** The cache of the choice lists: the page reads it to ask only for the lists not stored yet. */
export const CHOICE_LISTS_CACHE = 'choice-lists';

export type RuntimeCachingRule = {
  urlPattern: RegExp;
  handler: 'NetworkFirst' | 'StaleWhileRevalidate' | 'CacheFirst';
  /** What the answer must be when its URL has no file extension to tell (response-checks.ts). */
  kind?: ResponseKind;
  options: {
    cacheName: string;
    networkTimeoutSeconds?: number;
    expiration?: { maxEntries?: number; maxAgeSeconds?: number };
    cacheableResponse?: { statuses: number[] };
    /** An API answer may vary by headers the page sends (Origin, X-Brand) that a list does not depend on. */
    matchOptions?: { ignoreVary: boolean };
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
    // Hashed names never change content: a chunk stored once answers until it expires.
    urlPattern: APP_CHUNK_URL,
    handler: 'CacheFirst',
    options: { cacheName: 'app-chunks', expiration: { maxEntries: 100, maxAgeSeconds: 30 * DAY_SECONDS }, cacheableResponse: { statuses: [200] } },
  },
  {
    urlPattern: BRAND_ASSET_URL,
    handler: 'CacheFirst',
    options: { cacheName: 'brand-assets', expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS }, cacheableResponse: { statuses: [200] } },
  },
  {
    // Lists change with a release, not within a visit: the stored one answers at once, even on a network that hangs.
    urlPattern: CHOICE_LIST_URL,
    handler: 'StaleWhileRevalidate',
    kind: 'json',
    options: {
      cacheName: CHOICE_LISTS_CACHE,
      expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS },
      cacheableResponse: { statuses: [200] },
      matchOptions: { ignoreVary: true },
    },
  },
];

/**
 * How long a navigation waits for the network while the worker's copy is not complete, before it
 * answers from what it has: a network that hangs is offline too.
 */
export const NAVIGATION_NETWORK_TIMEOUT_MS = 4000;

/** The file that answers navigations under the base (precached). */
export const NAVIGATE_FALLBACK = 'index.html';

/** What workbox-window's messageSkipWaiting() posts when the applicant presses Update. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/**
 * The build's files that the precache manifest lists (vite-plugin-pwa's injectManifest); the worker
 * then keeps its deployment's part (precache-scope.ts). The analytics vendors' chunks are left out:
 * they load only with consent and online, and were a fifth of the precache.
 */
export const PRECACHE_GLOBS = {
  globPatterns: ['**/*.{js,css,html,svg}', 'locales/*/*.json'],
  // A brand's favicon.svg is only what its icon PNG is drawn from (BRAND_ICON); the PNG is cached as a brand asset once linked.
  globIgnores: ['assets/analytics-*.js', `brands/*/${BRAND_ICON.source}`],
};
