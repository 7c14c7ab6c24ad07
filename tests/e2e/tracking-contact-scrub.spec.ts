import { BASE_URL } from '../../playwright.config';
import { BASE_PATH, expect, test } from './fixtures';
import { LANDING, continueTo, fillInitialDetails } from './journey-form-helpers';
import { TRACKING, browseAsOrdinaryChrome, callsOf, destination, standInVendors, watchTrackingRequests, withTracking } from './tracking-support';

const EVERYTHING = { ...TRACKING, analyticsKey: 'phc_testkey0123456789abcdefghij', analyticsHost: `${BASE_URL}/api/collector`, replayAppId: 'demo-org/loan-app' };

// The SMS campaign's link: the recipient's number in utm_content, an e-mail in utm_term.
const SMS_LANDING = `${LANDING}&utm_source=sms&utm_content=%2B34%20699%20111%20222&utm_term=sms.lead%40example.com`;
// The number in any writing (separators, URL-encoded once or twice) and the e-mail, raw or encoded.
const PHONE_IN_CLEAR = /6\D{0,6}9\D{0,6}9\D{0,6}1\D{0,6}1\D{0,6}1\D{0,6}2\D{0,6}2\D{0,6}2/;
const EMAIL_IN_CLEAR = /sms\.lead(@|%40|%2540)example\.com/i;

browseAsOrdinaryChrome();

test('a landing with a phone in utm_content and an e-mail in utm_term sends neither in clear to any vendor or to analytics', async ({ page, context }) => {
  const sent = watchTrackingRequests(context);
  const vendors = await standInVendors(page);
  await withTracking(page, EVERYTHING);
  await page.goto(SMS_LANDING);
  // The address bar's rule: both replaced in place, before any tag can read the address.
  await expect(page).toHaveURL(`${BASE_PATH}/initial-details?amount=500&period=75&utm_source=sms&utm_content=%5Bphone+removed%5D&utm_term=%5Bemail+removed%5D`);
  await page.getByRole('button', { name: 'Aceptar todo' }).click();
  await fillInitialDetails(page, `accepted+${Date.now()}@example.com`);
  await continueTo(page, '/loan-purpose');
  await expect.poll(() => callsOf(vendors, 'meta', 'track').map((call) => call.args[1])).toEqual(['Lead']);

  // Analytics got the attribution, with the same rule applied; Google's tag read the landing address.
  await expect.poll(() => sent.some((request) => destination(request) === 'analytics' && request.body.includes('"utm_content":"[phone removed]"')), { timeout: 15_000 }).toBe(true);
  const landingAddressAtGoogle = sent
    .filter((request) => destination(request) === 'www.google.com')
    .map((request) => new URL(new URL(request.url).searchParams.get('dl') ?? '').searchParams)
    .find((params) => params.has('utm_content'));
  expect([landingAddressAtGoogle?.get('utm_content'), landingAddressAtGoogle?.get('utm_term')]).toEqual(['[phone removed]', '[email removed]']);

  // Neither leaves in clear: not in any request to a vendor or to analytics, not in any call made to a vendor's script.
  const everything = [...sent.map((request) => `${request.url}\n${request.body}`), JSON.stringify(vendors.calls)];
  expect(everything.filter((text) => PHONE_IN_CLEAR.test(text) || EMAIL_IN_CLEAR.test(text))).toEqual([]);
});
