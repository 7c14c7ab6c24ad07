import type { BrowserContext, Page } from '@playwright/test';
import { BASE_PATH, expect } from './fixtures';

/**
 * Helpers of the offline journeys. DESIGN.md §9: context.setOffline does not cut a service worker's
 * network (microsoft/playwright #2311); routing at the context level does, with
 * PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS=1 (set in playwright.config.ts).
 */

/**
 * First visit, until the service worker has installed, taken the page (sw.ts clientsClaim) and stored
 * what the page loaded before it (register-service-worker.ts): from then on a reload without network starts.
 */
export async function visitUntilControlled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await untilLoadedFilesCached(page);
}

/** Whether config.json and every chunk the page has loaded so far are in the worker's caches (runs in the page). */
export async function loadedFilesCachedInPage(base: string): Promise<boolean> {
  const app = `${location.origin}${base}/`;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${app}assets/`) || url === `${app}config.json`);
  const cached = await Promise.all(files.map(async (url) => (await caches.match(url)) !== undefined));
  return cached.every(Boolean);
}

/**
 * Until config.json and every chunk the page has loaded so far are in the worker's caches (precached,
 * or stored as they loaded): call it once the screen to reload offline is shown.
 */
export async function untilLoadedFilesCached(page: Page) {
  await expect.poll(() => page.evaluate(loadedFilesCachedInPage, BASE_PATH)).toBe(true);
}

/** No network for the page nor its service worker. */
export async function cutNetwork(context: BrowserContext) {
  await context.route('**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

export async function restoreNetwork(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

export { readIndexedDb } from './fixtures';

export type StoredState = { data: { amount?: number; period?: number; contactDetails?: { email?: string } } };
