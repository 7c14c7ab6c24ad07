import type { Page } from '@playwright/test';
import { BASE_PATH, expect, readIndexedDb, storageKeysHolding, test, untilStored } from './fixtures';
import { answerUpToStoredName, continueTo, fillInitialDetails } from './journey-form-helpers';

/**
 * What reloads, a slow phone and an affiliate's landing link do to an application, in real
 * IndexedDB: a reload brings back the step it was on with its answers, never the first step with an
 * answer missing; nothing typed is lost, the session stays the same, the partner's ids reach the lead.
 */

const AFFILIATE = 'refName=affnet&refSubId=987654321&refTransactionId=1234567890123';
const emailField = (page: Page) => page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' });

test("an affiliate's landing link, then a deep step reloaded ten times with IndexedDB answering 3 s late on every open: the ids, the step, its answers and the session each time", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await page.goto(`${BASE_PATH}/initial-details?amount=500&period=75&${AFFILIATE}`);
  const email = `lenta.${Date.now()}@example.com`;
  await emailField(page).fill(email);
  await untilStored(page, email);
  const session = await readIndexedDb(page, 'sessionId');
  expect(session).toEqual(expect.any(String));
  // The cleaned landing address reloaded is the same application: the ids as sent, the answers, the session.
  await page.reload();
  await expect(emailField(page)).toHaveValue(email);
  expect(new URL(page.url()).search).toContain(AFFILIATE);
  expect(await readIndexedDb(page, 'sessionId')).toBe(session);

  await fillInitialDetails(page, email);
  await continueTo(page, '/loan-purpose');
  const { leads } = (await (await request.get('/api/__test/leads')).json()) as { leads: Array<{ lead: { contactDetails?: { email?: string }; affiliateReferenceParams?: unknown } }> };
  expect(leads.find((entry) => entry.lead.contactDetails?.email === email)?.lead.affiliateReferenceParams).toMatchObject({ attribute: 'affnet', subId: '987654321', transactionId: '1234567890123' });
  // Once the server has the contact step, the e-mail is kept in one place only (the
  // application's `state`): not also in the outbox, the persisted Query cache or a SPEC §3 copy.
  await expect.poll(() => storageKeysHolding(page, email)).toEqual(['state']);
  await answerUpToStoredName(page);
  const firstName = page.getByRole('textbox', { name: '¿Cuál es tu nombre?' });
  const lastName = page.getByRole('textbox', { name: '¿Cuál es tu primer apellido?' });

  // From now on a cheap phone's cold start: every indexedDB.open answers 3 s late (the request is the real one, opened then).
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
  // Each reload follows the moment the step is on screen, the race a hurried applicant runs.
  for (let reload = 1; reload <= 10; reload += 1) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }), `reload ${reload}`).toHaveText('¿Cómo te llamas?', { timeout: 15_000 });
    expect(new URL(page.url()).pathname, `reload ${reload}`).toMatch(/\/name$/);
    await expect(firstName, `reload ${reload}`).toHaveValue('Lucía');
    await expect(lastName, `reload ${reload}`).toHaveValue('García');
    expect(await readIndexedDb(page, 'sessionId'), `reload ${reload}`).toBe(session);
  }
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
