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
