import type { Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { BASE_PATH, expect, steady, test } from './fixtures';
import { LANDING, continueTo, fillInitialDetails } from './journey-form-helpers';
import { TRACKING, browseAsOrdinaryChrome, callsOf, destination, standInVendors, watchTrackingRequests, withTracking, type VendorLog } from './tracking-support';

const EVERYTHING = { ...TRACKING, analyticsKey: 'phc_testkey0123456789abcdefghij', analyticsHost: `${BASE_URL}/api/collector`, replayAppId: 'demo-org/loan-app' };
/** Where the stand-ins and analytics send data to (beside the hosts the scripts load from). */
const DATA_HOSTS = ['analytics', 'analytics.tiktok.com', 'r.logr-in.com', 'www.facebook.com', 'www.google.com'];

browseAsOrdinaryChrome();

/** A tab of the funnel with the stand-in vendors and every tag, analytics and replay configured. */
async function trackedTab(page: Page): Promise<VendorLog> {
  const vendors = await standInVendors(page);
  await withTracking(page, EVERYTHING);
  return vendors;
}

/** Each vendor was told in its documented way: Meta and TikTok revoked, Consent Mode denied, the recorder uninstalled. */
async function expectToldOfWithdrawal(vendors: VendorLog) {
  await expect.poll(() => callsOf(vendors, 'meta', 'consent').map((call) => call.args[1])).toEqual(['revoke']);
  expect(callsOf(vendors, 'tiktok', 'revokeConsent')).toHaveLength(1);
  expect(callsOf(vendors, 'google', 'consent').at(-1)?.args).toEqual([
    'consent',
    'update',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
  ]);
  await expect.poll(() => callsOf(vendors, 'replay', 'uninstall')).toHaveLength(1);
}

test('reject all after accept all: every vendor is told, and nothing more reaches any vendor or analytics, here, after a reload and in another open tab', async ({ page, context }) => {
  test.setTimeout(120_000);
  const sent = watchTrackingRequests(context);
  const vendors = await trackedTab(page);
  await page.goto(LANDING);
  await page.getByRole('button', { name: 'Aceptar todo' }).click();
  await expect.poll(() => [...new Set(vendors.scripts)].sort()).toEqual(['google', 'meta', 'replay', 'tiktok']);

  // Two steps with everything allowed: the lead reaches the ad platforms, Meta sends a PageView on each page change.
  await fillInitialDetails(page, `accepted+${Date.now()}@example.com`);
  await continueTo(page, '/loan-purpose');
  await expect.poll(() => callsOf(vendors, 'meta', 'track').map((call) => call.args[1])).toEqual(['Lead']);
  await page.getByRole('radio', { name: 'Gasto imprevisto' }).check();
  await continueTo(page, '/name');
  await expect.poll(() => sent.filter((request) => request.url.includes('ev=PageView')).length).toBeGreaterThan(0);
  await expect.poll(() => [...new Set(sent.map(destination))]).toEqual(expect.arrayContaining(DATA_HOSTS));

  // A second tab of the same application, everything running there too (Meta's pixel waits there for an event).
  const other = await context.newPage();
  const otherVendors = await trackedTab(other);
  await other.goto(`${BASE_PATH}/`);
  await expect(other).toHaveURL(`${BASE_PATH}/name`);
  await expect.poll(() => [...new Set(otherVendors.scripts)].sort()).toEqual(['google', 'meta', 'replay', 'tiktok']);
  await expect.poll(() => [...new Set(sent.filter((request) => request.page === other).map(destination))]).toEqual(
    expect.arrayContaining(['analytics', 'r.logr-in.com', 'www.google.com']),
  );
  // Analytics sends its batch every 3 s: both tabs' identification is out before the withdrawal, so nothing is due.
  const identified = (tab: Page) => sent.some((request) => request.page === tab && destination(request) === 'analytics' && request.body.includes('"batch"'));
  await expect.poll(() => identified(page) && identified(other), { timeout: 15_000 }).toBe(true);
  const before = await steady(async () => sent.length);

  // Withdrawal from the footer's privacy settings.
  await page.getByRole('button', { name: 'Configuración de privacidad' }).click();
  await page.getByRole('button', { name: 'Rechazar todo' }).click();
  await expect(page.getByRole('button', { name: 'Rechazar todo' })).toHaveCount(0);
  await expectToldOfWithdrawal(vendors);
  await expectToldOfWithdrawal(otherVendors);

  // Three more steps here, a page change in the other tab, and a reload: nothing leaves for any vendor or analytics.
  await page.getByRole('textbox', { name: '¿Cuál es tu nombre?' }).fill('Lucía');
  await page.getByRole('textbox', { name: '¿Cuál es tu primer apellido?' }).fill('García');
  await continueTo(page, '/gender');
  await page.getByRole('radio', { name: 'Mujer' }).check();
  await continueTo(page, '/date-of-birth');
  await page.getByRole('textbox', { name: 'Día' }).fill('27');
  await page.getByRole('textbox', { name: 'Mes' }).fill('3');
  await page.getByRole('textbox', { name: 'Año' }).fill('1985');
  await continueTo(page, '/personal-code');
  // The other tab goes home and on to the application's step, which the tabs share.
  await other.getByRole('link', { name: /página de inicio/ }).first().click();
  await expect(other).toHaveURL(`${BASE_PATH}/personal-code`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${BASE_PATH}/personal-code`);
  expect(await steady(async () => sent.slice(before).map((request) => request.url))).toEqual([]);
});
