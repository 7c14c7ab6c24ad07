import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { deploymentOf, precacheFor } from '../features/offline/precache-scope';
import { NAVIGATE_FALLBACK, NAVIGATE_FALLBACK_ALLOWLIST, NAVIGATE_FALLBACK_DENYLIST, RUNTIME_CACHING, SKIP_WAITING_MESSAGE, type RuntimeCachingRule } from '../features/offline/service-worker-routes';

/**
 * The offline service worker (DESIGN.md §5, §9), built by vite-plugin-pwa's injectManifest into sw.js:
 * Workbox fills self.__WB_MANIFEST with every file of the build, and the worker precaches the part its
 * deployment serves (precache-scope.ts). The rules are data in service-worker-routes.ts, tested there.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(precacheFor(self.__WB_MANIFEST, deploymentOf(new URL(self.location.href))));
cleanupOutdatedCaches();
// The first install takes the page that registered it at once: the chunks that visit loads later (the
// screens after the offer are not precached, scripts/on-demand-chunks.ts) are cached as they load. An
// update still waits for the applicant's Update ('prompt'), which reloads the page.
clientsClaim();

registerRoute(new NavigationRoute(createHandlerBoundToURL(NAVIGATE_FALLBACK), { allowlist: NAVIGATE_FALLBACK_ALLOWLIST, denylist: NAVIGATE_FALLBACK_DENYLIST }));

function strategyFor({ handler, options }: RuntimeCachingRule) {
  const plugins = [
    ...(options.cacheableResponse ? [new CacheableResponsePlugin(options.cacheableResponse)] : []),
    ...(options.expiration ? [new ExpirationPlugin(options.expiration)] : []),
  ];
  const { cacheName, networkTimeoutSeconds } = options;
  switch (handler) {
    case 'NetworkFirst':
      return new NetworkFirst({ cacheName, plugins, ...(networkTimeoutSeconds ? { networkTimeoutSeconds } : {}) });
    case 'StaleWhileRevalidate':
      return new StaleWhileRevalidate({ cacheName, plugins });
    case 'CacheFirst':
      return new CacheFirst({ cacheName, plugins });
  }
}

for (const rule of RUNTIME_CACHING) registerRoute(rule.urlPattern, strategyFor(rule));

// 'prompt' (DESIGN.md §9): a new worker waits until the applicant presses Update (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
