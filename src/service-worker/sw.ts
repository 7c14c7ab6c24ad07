import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { FALLBACK_LOCALE, OFFLINE_PAGE_TEXTS, ON_DEMAND_INTEGRITY } from 'virtual:offline-copy-data';
import { deploymentOf, filesNamedBy, installOrder, precacheFor } from '../features/offline/precache-scope';
import { OFFLINE_PAGE_STYLE, offlinePageHtml, offlinePageTextsFor } from '../features/offline/offline-page';
import { responseKindOf, responseProblem, wholeResponsePlugin, type Expected, type ResponseKind } from '../features/offline/response-checks';
import {
  NAVIGATE_FALLBACK,
  NAVIGATE_FALLBACK_ALLOWLIST,
  NAVIGATE_FALLBACK_DENYLIST,
  NAVIGATION_NETWORK_TIMEOUT_MS,
  RUNTIME_CACHING,
  SKIP_WAITING_MESSAGE,
  type RuntimeCachingRule,
} from '../features/offline/service-worker-routes';

/**
 * The offline service worker (DESIGN.md §5, §9), built by vite-plugin-pwa's injectManifest into sw.js:
 * Workbox fills self.__WB_MANIFEST with every file of the build (each with its digest but the pages:
 * scripts/vite-plugins/offline-copy.ts), and the worker precaches the part its deployment serves
 * (precache-scope.ts). The rules are data in service-worker-routes.ts and response-checks.ts, tested there.
 */
type ManifestEntry = { url: string; revision: string | null; integrity?: string };
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

const deployment = deploymentOf(new URL(self.location.href));
const scope = self.registration.scope;
const manifest = self.__WB_MANIFEST as ManifestEntry[];

/** The build's digest of each of its files but the pages, by URL: every precache entry (any deployment's) and the chunks loaded on demand. */
const integrityByUrl = new Map<string, string>([
  ...manifest.flatMap((entry) => (entry.integrity ? [[new URL(entry.url, scope).href, entry.integrity] as const] : [])),
  ...Object.entries(ON_DEMAND_INTEGRITY).map(([file, integrity]) => [new URL(file, scope).href, integrity] as const),
]);

const expectationsOf =
  (routeKind?: ResponseKind) =>
  (url: string): Expected => {
    const file = new URL(url);
    file.search = '';
    return { kind: responseKindOf(url) ?? routeKind, integrity: integrityByUrl.get(file.href) };
  };

// Every cache stores only whole answers and drops a stored copy that is not one (response-checks.ts).
const precache = new PrecacheController({ plugins: [wholeResponsePlugin(expectationsOf())] });
precache.addToCacheList(installOrder(precacheFor(manifest, deployment)));

async function missingFromPrecache(): Promise<Array<[url: string, cacheKey: string]>> {
  const cache = await caches.open(precache.strategy.cacheName);
  const stored = new Set((await cache.keys()).map((request) => request.url));
  return [...precache.getURLsToCacheKeys()].filter(([, cacheKey]) => !stored.has(cacheKey));
}

/** How long one file of the copy may take: a request that hangs (lie-fi) must not hold the rest back for good. */
const PRECACHE_FETCH_TIMEOUT_MS = 30_000;

/**
 * Stores the precache's files not stored yet, pages first, each only whole (fetched with its digest,
 * as Workbox's own install does); a file the network cannot give now is left for a later fill.
 * Answers how many are still missing.
 */
async function fillOnce(): Promise<number> {
  const cache = await caches.open(precache.strategy.cacheName);
  for (const [url, cacheKey] of await missingFromPrecache()) {
    const integrity = precache.getIntegrityForCacheKey(cacheKey);
    // A revised file (its cache key names the revision) bypasses the HTTP cache; a hashed one may come from it.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), PRECACHE_FETCH_TIMEOUT_MS);
    const request = new Request(url, { integrity, cache: cacheKey === url ? 'default' : 'reload', credentials: 'same-origin', signal: controller.signal });
    const response = await fetch(request).catch(() => undefined);
    const whole = response && !response.redirected && !(await responseProblem(response, expectationsOf()(url)));
    clearTimeout(timer);
    if (whole) await cache.put(cacheKey, response).catch(() => undefined);
  }
  return (await missingFromPrecache()).length;
}

let running: Promise<number> | undefined;
let next: Promise<number> | undefined;

/** One fill at a time; asked for during one (the network is back), one more follows it. */
function fillPrecache(): Promise<number> {
  if (!running) {
    running = fillOnce().finally(() => {
      running = undefined;
    });
    return running;
  }
  next ??= running.then(
    () => {
      next = undefined;
      return fillPrecache();
    },
    () => {
      next = undefined;
      return fillPrecache();
    },
  );
  return next;
}

// A first install keeps what it could store and becomes the worker even if the network went meanwhile: a
// failed install would delete the registration, and a reload offline would get the browser's error page.
// The rest is stored on a later visit. An update must be whole: until it is, the version in place keeps serving.
self.addEventListener('install', (event) => {
  const firstInstall = self.registration.active === null;
  event.waitUntil(
    fillPrecache().then((missing) => {
      if (missing > 0 && !firstInstall) throw new Error(`${missing} files of the new version could not be stored yet`);
    }),
  );
});
self.addEventListener('activate', precache.activate);
cleanupOutdatedCaches();
// The first install takes the page that registered it at once: the chunks that visit loads later (the
// screens after the offer are not precached, scripts/on-demand-chunks.ts) are cached as they load. An
// update still waits for the applicant's Update ('prompt'), which reloads the page.
clientsClaim();

const PAGE_URL = new URL(NAVIGATE_FALLBACK, scope).href;

/** The stored index.html, when it is whole and every file it names that the precache holds is stored too: else it would show a blank page. */
async function storedPage(): Promise<Response | undefined> {
  const page = await precache.matchPrecache(PAGE_URL);
  if (!page || (await responseProblem(page, { kind: 'html' }))) return undefined;
  const cache = await caches.open(precache.strategy.cacheName);
  for (const file of filesNamedBy(await page.clone().text(), PAGE_URL)) {
    const cacheKey = precache.getCacheKeyForURL(file);
    if (cacheKey && !(await cache.match(cacheKey))) return undefined;
  }
  return page;
}

function fetchWithin(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The network did not answer in time')), ms);
    fetch(request)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

const base64Of = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

async function offlinePage(url: string): Promise<Response> {
  const texts = offlinePageTextsFor(deployment?.locales, OFFLINE_PAGE_TEXTS, FALLBACK_LOCALE);
  const styleDigest = base64Of(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(OFFLINE_PAGE_STYLE)));
  return new Response(offlinePageHtml(texts, url), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${styleDigest}'`,
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * Navigations under the base: the stored index.html once the copy is complete. Before that (a first
 * visit's copy interrupted), the network's page while the copy goes on filling, and without a network
 * (or one that hangs) the stored page if it can start, else the offline page in the deployment's language.
 */
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      if ((await missingFromPrecache()).length === 0) {
        const page = await storedPage();
        if (page) return page;
      }
      const filled = fillPrecache();
      // Keeps the worker alive while it fills; an engine that refuses a late waitUntil still fills while it runs.
      try {
        (event as ExtendableEvent | undefined)?.waitUntil(filled);
      } catch {
        // The fill goes on without it.
      }
      try {
        return await fetchWithin(request, NAVIGATION_NETWORK_TIMEOUT_MS);
      } catch {
        return (await storedPage()) ?? offlinePage(request.url);
      }
    },
    { allowlist: NAVIGATE_FALLBACK_ALLOWLIST, denylist: NAVIGATE_FALLBACK_DENYLIST },
  ),
);
// After the navigations: the base's directory index is not the precache's index.html here, but the route above.
registerRoute(new PrecacheRoute(precache, { directoryIndex: '' }));

function strategyFor({ handler, kind, options }: RuntimeCachingRule) {
  const plugins = [
    wholeResponsePlugin(expectationsOf(kind)),
    ...(options.cacheableResponse ? [new CacheableResponsePlugin(options.cacheableResponse)] : []),
    ...(options.expiration ? [new ExpirationPlugin(options.expiration)] : []),
  ];
  const { cacheName, networkTimeoutSeconds, matchOptions } = options;
  const common = { cacheName, plugins, ...(matchOptions ? { matchOptions } : {}) };
  switch (handler) {
    case 'NetworkFirst':
      return new NetworkFirst({ ...common, ...(networkTimeoutSeconds ? { networkTimeoutSeconds } : {}) });
    case 'StaleWhileRevalidate':
      return new StaleWhileRevalidate(common);
    case 'CacheFirst':
      return new CacheFirst(common);
  }
}

for (const rule of RUNTIME_CACHING) registerRoute(rule.urlPattern, strategyFor(rule));

// 'prompt' (DESIGN.md §9): a new worker waits until the applicant presses Update (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
