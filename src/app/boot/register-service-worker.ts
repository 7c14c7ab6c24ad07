import type { Logger } from '../../domain/logger';
import { CHOICE_LISTS_CACHE, SERVICE_WORKER_FILE } from '../../features/offline/service-worker-routes';
import { serviceWorkerUrl, type PrecacheDeployment } from '../../features/offline/precache-scope';
import { serviceWorkerUpdates } from '../../features/offline/update-store';
import { createUpdateChecker, UPDATE_CHECK_INTERVAL_MS } from '../../features/offline/update-checks';

export type ServiceWorkerOptions = {
  /** Writes every answer to storage; the page reloads into a new version only after it settles. */
  beforeReload: () => Promise<void>;
  /** What this deployment serves: the worker precaches that part of the build. */
  deployment: PrecacheDeployment;
  /** The URLs of the choice lists the form's steps show, which the offline copy holds. */
  choiceListUrls: () => Promise<readonly string[]>;
  logger: Pick<Logger, 'warn'>;
};

/** How long an idle callback may wait before the registration runs anyway. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * How long Update waits for the new version to take over before reloading anyway: the answers are
 * written by then, and a worker that never takes over (replaced meanwhile by a newer install) must not
 * leave the applicant before a button that stays busy.
 */
const TAKE_OVER_TIMEOUT_MS = 10_000;

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 1000);
}

/**
 * DESIGN.md §5, §9: the offline service worker, registered after the first render when the page is
 * idle (it must not compete with the first step for the network), in production builds only.
 */
export function scheduleServiceWorker(options: ServiceWorkerOptions): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenIdle(() => {
    registerServiceWorker(options).catch((error: unknown) => {
      options.logger.warn('Service worker registration failed', { error: String(error) });
    });
  });
}

async function registerServiceWorker({ beforeReload, deployment, choiceListUrls }: ServiceWorkerOptions): Promise<void> {
  // A lazy chunk: workbox-window is not needed for the first paint.
  const { Workbox } = await import('workbox-window');
  const base = import.meta.env.BASE_URL;
  const workbox = new Workbox(`${base}${serviceWorkerUrl(SERVICE_WORKER_FILE, deployment)}`, { scope: base });
  let reloading = false;

  const reloadAfterSaving = async () => {
    await beforeReload();
    reloading = true;
    window.location.reload();
  };

  // A new version is installed and waits (found now, by a periodic check, or by another tab).
  workbox.addEventListener('waiting', () => {
    serviceWorkerUpdates.offer(async () => {
      await beforeReload();
      reloading = true;
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      workbox.messageSkipWaiting();
      setTimeout(() => window.location.reload(), TAKE_OVER_TIMEOUT_MS);
    });
  });

  // Another tab applied the update: this page still runs the old code, whose lazy chunks the new
  // worker no longer holds. Offer the same prompt rather than reloading under the applicant's hands.
  // The first install taking this page (sw.ts clientsClaim) replaces no worker and is no update.
  let controller = navigator.serviceWorker.controller;
  const loadedWithoutWorker = controller === null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const replaced = controller !== null;
    controller = navigator.serviceWorker.controller;
    if (replaced && !reloading) serviceWorkerUpdates.offer(reloadAfterSaving);
  });

  await workbox.register();
  // A page loaded without a worker (a first visit): once the worker is active, every file under the base
  // that this page fetched without it (config.json, translations, the chunks of a screen after the offer;
  // workerStart 0), before the worker took the page (sw.ts) or while it did, is stored through the
  // worker's own rules (Workbox's CACHE_URLS message; a file no rule caches is left alone), so an
  // offline reload finds it. What the worker served itself it has already stored.
  if (loadedWithoutWorker) {
    const appFiles = new URL(base, window.location.origin).href;
    const fetchedWithoutWorker = (entry: PerformanceEntry) =>
      entry instanceof PerformanceResourceTiming && entry.workerStart === 0 && entry.name.startsWith(appFiles);
    void workbox.active.then(() => {
      new PerformanceObserver((entries) => {
        const urlsToCache = entries.getEntries().filter(fetchedWithoutWorker).map((entry) => entry.name);
        if (urlsToCache.length > 0) workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
      }).observe({ type: 'resource', buffered: true });
    });
  }

  // The choice lists of steps not shown yet (the worker's choice-lists route stores each), so a later
  // visit offline does not stop at a step whose list was never loaded. Only those not stored yet: on
  // later visits that is none, and nothing is asked for.
  void workbox.active.then(async () => {
    const cache = await caches.open(CHOICE_LISTS_CACHE);
    const urls = (await choiceListUrls()).map((url) => new URL(url, window.location.href).href);
    const stored = await Promise.all(urls.map(async (url) => (await cache.match(url, { ignoreVary: true })) !== undefined));
    const urlsToCache = urls.filter((_url, index) => !stored[index]);
    if (urlsToCache.length > 0) await workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } });
  }).catch(() => undefined);

  const check = createUpdateChecker({ update: () => workbox.update(), now: Date.now, isOnline: () => navigator.onLine });
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
