import type { Page } from '@playwright/test';
import { BASE_PATH, expect, readIndexedDb, test } from './fixtures';

const SESSION_ID = '3f2b8c4e-9a1d-4e7b-8c2a-5d6e7f809a1b';
const LANDING =
  `${BASE_PATH}/initial-details?sessionId=${SESSION_ID}&amount=1200&period=80&email=ana%40example.com` +
  '&refName=partnerx&refSubId=sub-7&s_id=tx-42&utm_source=newsletter&utm_medium=email&utm_campaign=otono';

type StoredState = { data: { sessionId: string; amount: number; period: number; contactDetails?: { email?: string }; affiliateReferenceParams?: { attribute: string; subId: string; transactionId: string } } };

async function expectLandingRemembered(page: Page) {
  const state = (await readIndexedDb(page, 'state')) as StoredState;
  expect(state.data.sessionId).toBe(SESSION_ID);
  expect(state.data.amount).toBe(1200);
  expect(state.data.period).toBe(80);
  expect(state.data.contactDetails?.email).toBe('ana@example.com');
  expect(state.data.affiliateReferenceParams).toMatchObject({ attribute: 'partnerx', subId: 'sub-7', transactionId: 'tx-42' });
  expect(await readIndexedDb(page, 'sessionId')).toBe(SESSION_ID);
  expect(await readIndexedDb(page, 'analyticsProperties')).toMatchObject({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'otono' });
}

test('a landing URL stores its data in IndexedDB and leaves no e-mail in the address bar', async ({ page }) => {
  await page.goto(LANDING);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]email=|ana%40example/);
  await expect(page).toHaveURL(/utm_source=newsletter/);
  await expectLandingRemembered(page);
  // replaceState, not pushState: going back does not find the address with the e-mail either.
  await page.goBack();
  expect(page.url()).not.toMatch(/[?&]email=/);
});

test('the landing state is back after a reload and in a new page of the same browser', async ({ page, context }) => {
  await page.goto(LANDING);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLandingRemembered(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLandingRemembered(page);

  await page.close();
  const again = await context.newPage();
  await again.goto(`${BASE_PATH}/initial-details`);
  await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLandingRemembered(again);
});

test('with indexedDB.open throwing, the funnel starts on web storage and remembers the landing', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('blocked by the test', 'SecurityError');
    };
  });
  await page.goto(LANDING);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('state') ?? 'null') as StoredState | null);
  expect(stored?.data.amount).toBe(1200);
  await page.goto(`${BASE_PATH}/initial-details`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toContain(SESSION_ID);
});

test('with indexedDB.open never answering, the funnel starts after the probe gives up', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => ({}) as IDBOpenDBRequest;
  });
  await page.goto(LANDING);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 10_000 });
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('state') ?? 'null') as StoredState | null);
  expect(stored?.data.period).toBe(80);
});
