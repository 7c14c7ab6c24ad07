import { test as base, expect, type APIRequestContext, type Page, type Route } from '@playwright/test';

export const BASE_PATH = '/application-frontend';

/** Serves config.json with changes, as another deployment of the same build would. */
export async function withRuntimeConfig(page: Page, change: (config: Record<string, unknown>) => unknown) {
  await page.route(`**${BASE_PATH}/config.json`, async (route: Route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: change(config) });
  });
}

export const test = base;
export { expect };

/** Reads one key of the app's own IndexedDB store, as the storage adapter wrote it (JSON text). */
export function readIndexedDb(page: Page, key: string) {
  return page.evaluate(
    (k) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('application-frontend');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('keyval').objectStore('keyval').get(k);
          request.onsuccess = () => {
            open.result.close();
            resolve(typeof request.result === 'string' ? JSON.parse(request.result) : request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    key,
  );
}

type TestLeads = { count: number; leads: Array<{ lead: { contactDetails?: { email?: string } } }> };

/** Leads lead-api holds for one address (GET /api/__test/leads, lead-api/README.md). */
export async function leadsFor(request: APIRequestContext, email: string): Promise<number> {
  const answer = (await (await request.get('/api/__test/leads')).json()) as TestLeads;
  return answer.leads.filter((entry) => entry.lead.contactDetails?.email === email).length;
}
