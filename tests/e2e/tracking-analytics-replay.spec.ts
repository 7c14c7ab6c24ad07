import type { APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { expect, readIndexedDb, steady, test } from './fixtures';
import { LANDING } from './journey-form-helpers';
import { browseAsOrdinaryChrome, consentDialog, standInVendors, withTracking } from './tracking-support';

const ANALYTICS = { analyticsKey: 'phc_testkey0123456789abcdefghij', analyticsHost: `${BASE_URL}/api/collector`, replayAppId: 'demo-org/loan-app' };

browseAsOrdinaryChrome();

// The local collector is one for the whole server: these tests must not read each other's analytics.
test.describe.configure({ mode: 'serial' });

type Collected = { method: string; path: string; query: string; text: string; size: number };
const collected = async (request: APIRequestContext, since: number) =>
  ((await (await request.get('/api/__test/collector')).json()) as { requests: Array<Collected & { at: number }> }).requests.filter((entry) => entry.at >= since);

test('analytics reaches the local collector only after consent, identified by the session id; replay is blocked for utm_source=retargeting', async ({ page, request }) => {
  const vendors = await standInVendors(page);
  await withTracking(page, ANALYTICS);
  const since = Date.now();
  await page.goto(`${LANDING}&utm_source=retargeting&utm_campaign=ana%40example.com`);
  await expect(consentDialog(page)).toBeVisible();
  expect(await steady(async () => (await collected(request, since)).length)).toBe(0);

  await consentDialog(page).getByRole('button', { name: 'Aceptar todo' }).click();
  await expect.poll(async () => (await collected(request, since)).length).toBeGreaterThan(0);
  const sessionId = (await readIndexedDb(page, 'sessionId')) as string;
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).find((key) => key.startsWith('ph_')) ?? '')).not.toBe('');
  // posthog's own persistence: identified by the session id, the attribution registered, the e-mail in utm_campaign not as it is.
  const stored = (await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('ph_'))?.[1] ?? '{}'));
  expect(JSON.parse(stored)).toMatchObject({ distinct_id: sessionId, utm_source: 'retargeting', utm_campaign: '[email removed]' });
  // What reached the collector (the third party's stand-in) holds no e-mail from the address.
  await expect.poll(async () => (await collected(request, since)).some((entry) => entry.text.includes(sessionId))).toBe(true);
  expect(JSON.stringify(await collected(request, since))).not.toMatch(/ana(@|%40)example\.com/);
  expect(await readIndexedDb(page, 'logRocketBlocked')).toBe(true);
  expect(await steady(async () => vendors.scripts.filter((script) => script === 'replay').length)).toBe(0);
});

test('replay loads after consent for an ordinary visit, and never before', async ({ page }) => {
  const vendors = await standInVendors(page);
  await withTracking(page, ANALYTICS);
  await page.goto(`${LANDING}&utm_source=newsletter`);
  await expect(consentDialog(page)).toBeVisible();
  expect(vendors.scripts).toEqual([]);
  await consentDialog(page).getByRole('button', { name: 'Aceptar todo' }).click();
  await expect.poll(() => vendors.scripts).toContain('replay');
  expect(await readIndexedDb(page, 'logRocketBlocked')).toBe(false);
});
