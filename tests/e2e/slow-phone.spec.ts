import type { Page } from '@playwright/test';
import { BASE_PATH, expect, readIndexedDb, test, untilStored } from './fixtures';
import { continueTo, fillInitialDetails } from './journey-form-helpers';

/**
 * What a slow phone and an affiliate's landing link do to an application across reloads, in real
 * IndexedDB: nothing typed is lost, the session stays the same, the partner's ids reach the lead.
 */

const AFFILIATE = 'refName=affnet&refSubId=987654321&refTransactionId=1234567890123';
const emailField = (page: Page) => page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' });

test("an affiliate's long digit ids survive two reloads: the answers, the session and the ids as sent reach the lead", async ({ page, request }) => {
  await page.goto(`${BASE_PATH}/initial-details?amount=500&period=75&${AFFILIATE}`);
  const email = `afiliado.${Date.now()}@example.com`;
  await emailField(page).fill(email);
  await untilStored(page, email);
  const session = await readIndexedDb(page, 'sessionId');
  expect(session).toEqual(expect.any(String));

  for (const reload of [1, 2]) {
    await page.reload();
    await expect(emailField(page), `reload ${reload}`).toHaveValue(email);
    expect(new URL(page.url()).search, `reload ${reload}`).toContain(AFFILIATE);
    expect(await readIndexedDb(page, 'sessionId'), `reload ${reload}`).toBe(session);
  }

  await fillInitialDetails(page, email);
  await continueTo(page, '/loan-purpose');
  const { leads } = (await (await request.get('/api/__test/leads')).json()) as { leads: Array<{ lead: { contactDetails?: { email?: string }; affiliateReferenceParams?: unknown } }> };
  const lead = leads.find((entry) => entry.lead.contactDetails?.email === email)?.lead;
  expect(lead?.affiliateReferenceParams).toMatchObject({ attribute: 'affnet', subId: '987654321', transactionId: '1234567890123' });
});

test('with IndexedDB answering 3 s late on every open, ten reloads lose no answer and keep the session', async ({ page, context }) => {
  test.setTimeout(120_000);
  // A cheap phone's cold start: every indexedDB.open answers 3 s late (the request is the real one, opened then).
  await context.addInitScript(() => {
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      const openLater = () => open.call(this, name, version);
      const handlers: Record<string, ((event: Event) => void) | null> = {};
      let real: IDBOpenDBRequest | null = null;
      const request = new Proxy({} as IDBOpenDBRequest, {
        get: (_target, property: string) => (property.startsWith('on') ? handlers[property] ?? null : real ? Reflect.get(real, property) : property === 'readyState' ? 'pending' : undefined),
        set: (_target, property: string, value) => {
          handlers[property] = value as (event: Event) => void;
          return true;
        },
      });
      setTimeout(() => {
        real = openLater();
        for (const type of ['success', 'error', 'upgradeneeded', 'blocked']) real.addEventListener(type, (event) => handlers[`on${type}`]?.(event));
      }, 3000);
      return request;
    };
  });
  await page.goto(`${BASE_PATH}/initial-details?amount=500&period=75`);
  const email = `lenta.${Date.now()}@example.com`;
  await emailField(page).fill(email);
  await untilStored(page, email);
  const session = await readIndexedDb(page, 'sessionId');

  for (let reload = 1; reload <= 10; reload += 1) {
    await page.reload();
    await expect(emailField(page), `reload ${reload}`).toHaveValue(email, { timeout: 15_000 });
    expect(await readIndexedDb(page, 'sessionId'), `reload ${reload}`).toBe(session);
  }
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
