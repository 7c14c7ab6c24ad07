import { test as base, expect, type APIRequestContext, type Page, type Route } from '@playwright/test';

import { contentSecurityPolicy, type SecurityHeadersInput } from '../../src/config/security-headers';
import { BASE_PATH } from '../../src/domain/constants';

export { BASE_PATH };

/**
 * Serves config.json with changes, as another deployment of the same build would, and its pages with
 * the security headers that deployment's server would send (the CSP names the hosts it configures).
 */
export async function withRuntimeConfig(page: Page, change: (config: Record<string, unknown>) => unknown) {
  const served = (await (await page.request.get(`${BASE_PATH}/config.json`)).json()) as Record<string, unknown>;
  const deployed = change(structuredClone(served)) as SecurityHeadersInput;
  await page.route(`**${BASE_PATH}/config.json`, async (route: Route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: change(config) });
  });
  await page.route(
    (url) => url.pathname.startsWith(BASE_PATH),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': contentSecurityPolicy(deployed) } });
    },
  );
}

export type CspViolation = { directive: string; blocked: string; source: string; sample: string; page: string };

/**
 * Every test fails on a Content-Security-Policy violation: each page and frame of the
 * context reports its `securitypolicyviolation` events, and none may have happened by the end.
 */
export const test = base.extend<{ cspViolations: CspViolation[]; routesEndQuietly: void }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__recordCspViolation', (_source, violation: CspViolation) => void violations.push(violation));
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const record = (window as unknown as { __recordCspViolation?: (v: CspViolation) => void }).__recordCspViolation;
            record?.({
              directive: event.effectiveDirective,
              blocked: event.blockedURI,
              source: `${event.sourceFile}:${event.lineNumber}`,
              sample: event.sample,
              page: event.documentURI,
            });
          },
          true,
        );
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * A route handler still fetching when its test ends (withRuntimeConfig's config.json, asked for late by
   * a page on a loaded machine) fails with "route.fetch: Test ended", an error outside any test that fails
   * the whole run: each test's routes are removed before its pages close, their late errors ignored.
   */
  routesEndQuietly: [
    async ({ context }, use) => {
      await use();
      for (const page of context.pages()) await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
    },
    { auto: true },
  ],
});
export { expect };

/** Reads one key of the app's own IndexedDB store, as the storage adapter wrote it (runs in the page). */
export function readIndexedDbInPage(key: string): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    const open = indexedDB.open('application-frontend');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction('keyval').objectStore('keyval').get(key);
      request.onsuccess = () => {
        open.result.close();
        resolve(typeof request.result === 'string' ? JSON.parse(request.result) : request.result);
      };
      request.onerror = () => reject(request.error);
    };
  });
}

/** Reads one key of the app's own IndexedDB store, as the storage adapter wrote it (JSON text). */
export const readIndexedDb = (page: Page, key: string) => page.evaluate(readIndexedDbInPage, key);

type TestLeads = { count: number; leads: Array<{ lead: { contactDetails?: { email?: string } } }> };

/** Leads lead-api holds for one address (GET /api/__test/leads, lead-api/README.md). */
export async function leadsFor(request: APIRequestContext, email: string): Promise<number> {
  const answer = (await (await request.get('/api/__test/leads')).json()) as TestLeads;
  return answer.leads.filter((entry) => entry.lead.contactDetails?.email === email).length;
}

/** Writes raw text under keys of the app's IndexedDB store (creating it), as a broken or older writer would have. */
export function writeIndexedDb(page: Page, entries: Record<string, string>) {
  return page.evaluate(
    (values) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('application-frontend');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          for (const [key, value] of Object.entries(values)) tx.objectStore('keyval').put(value, key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    entries,
  );
}

/** Everything the page's origin keeps (runs in the page): every IndexedDB value of every database, localStorage and sessionStorage, as one text. */
export async function everythingStoredInPage(): Promise<string> {
  const texts: string[] = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    for (const store of Array.from(db.objectStoreNames)) {
      const values = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error);
      });
      texts.push(JSON.stringify(values));
    }
    db.close();
  }
  return texts.join('\n');
}

/** Everything the page's origin keeps, as one text. */
export const everythingStored = (page: Page): Promise<string> => page.evaluate(everythingStoredInPage);

/** Every IndexedDB and web storage key of the page whose value holds `text` (runs in the page). */
async function keysHoldingInPage(text: string): Promise<string[]> {
  const webKeys = [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).filter((key) => storage.getItem(key)?.includes(text)));
  const databases = await indexedDB.databases();
  const idbKeys = await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open(name!);
          open.onsuccess = () => {
            const db = open.result;
            const stores = [...db.objectStoreNames];
            if (stores.length === 0) return resolve([]);
            const transaction = db.transaction(stores);
            const found: string[] = [];
            for (const storeName of stores) {
              const cursor = transaction.objectStore(storeName).openCursor();
              cursor.onsuccess = () => {
                const entry = cursor.result;
                if (!entry) return;
                if (JSON.stringify(entry.value).includes(text)) found.push(String(entry.key));
                entry.continue();
              };
            }
            transaction.oncomplete = () => {
              db.close();
              resolve(found);
            };
          };
          open.onerror = () => resolve([]);
        }),
    ),
  );
  return [...webKeys, ...idbKeys.flat()].sort();
}

/** The storage keys (IndexedDB and web storage) whose value holds `text`, sorted. */
export const storageKeysHolding = (page: Page, text: string): Promise<string[]> => page.evaluate(keysHoldingInPage, text);

/** Submissions the outbox still holds unanswered (DESIGN.md §9). */
export async function pendingInOutbox(page: Page): Promise<number> {
  const entries = (await readIndexedDb(page, 'submissionOutbox')) as { status: string }[] | undefined;
  return (entries ?? []).filter((entry) => entry.status === 'pending').length;
}

/** A page that runs a function in itself: Playwright's, or the engine suite's (tests/engines). */
type Evaluating = { evaluate(fn: () => Promise<string>): Promise<string> };

/**
 * Waits until every text answer is in the page's storage (as a JSON string). A reload aborts an IndexedDB write still in
 * flight (as closing a tab does): a test of "kept across a reload" reloads once what was typed is
 * stored, as an applicant does, instead of racing the write on a loaded machine.
 */
export async function untilStored(page: Evaluating, ...values: string[]): Promise<void> {
  await expect.poll(async () => {
    // Values are kept as JSON text: quotes come escaped once or more.
    const stored = (await page.evaluate(everythingStoredInPage)).replace(/\\+"/g, '"');
    return values.filter((value) => !stored.includes(JSON.stringify(value)));
  }).toEqual([]);
}

/**
 * For "nothing more happens" checks without a fixed sleep: waits until `read` answers the same at two
 * reads half a second apart, and returns that answer. Something that keeps changing (a loop) never
 * settles, and the wait fails.
 */
export async function steady<T>(read: () => Promise<T>, timeout = 10_000): Promise<T> {
  let previous: string | undefined;
  let value: T | undefined;
  await expect
    .poll(async () => {
      value = await read();
      const text = JSON.stringify(value);
      const same = text === previous;
      previous = text;
      return same;
    }, { intervals: [500], timeout })
    .toBe(true);
  return value as T;
}

/**
 * Stops every CSS animation of the page at `ms` after it started: what CSS alone shows after a delay
 * (the boot notice of a page whose scripts never come), seen without waiting for it. page.clock moves
 * the page's timers, not its CSS animations.
 */
export const cssAnimationsAt = (page: Page, ms: number) =>
  page.evaluate(
    (at) =>
      document.getAnimations().forEach((animation) => {
        animation.pause();
        animation.currentTime = at;
      }),
    ms,
  );
