import type { APIRequestContext } from '@playwright/test';
import { BASE_PATH, expect, readIndexedDb, steady, test } from './fixtures';
import { LANDING, answerEveryDynamicStep, continueTo, fillInitialDetails } from './journey-form-helpers';
import { TRACKING, callsOf, consentDialog, readLedger, sha256, standInVendors, withTracking, type VendorLog } from './tracking-support';

const AFFILIATE = '&refName=partner-a&refSubId=sub-7&refTransactionId=tx-42';

async function affiliateEventsFor(request: APIRequestContext, leadId: string) {
  const { events } = (await (await request.get('/api/__test/affiliate-events')).json()) as { events: Array<Record<string, unknown>> };
  return events.filter((event) => event.leadId === leadId);
}

/** What each platform was told, in a form that is easy to compare. */
function told(vendors: VendorLog) {
  return {
    meta: callsOf(vendors, 'meta', 'track').map((call) => [call.args[1], (call.args[3] as { eventID: string }).eventID]),
    tiktok: callsOf(vendors, 'tiktok', 'track').map((call) => [call.args[1], (call.args[3] as { event_id: string }).event_id]),
    google: callsOf(vendors, 'google', 'event')
      .filter((call) => call.args[1] === 'conversion')
      .map((call) => [(call.args[2] as { funnel_event: string }).funnel_event, (call.args[2] as { transaction_id: string }).transaction_id, (call.args[2] as { send_to: string }).send_to]),
  };
}

test('accept all: a journey to rejected tells Meta and Google lead and complete registration, TikTok all three, each once, with one event id and the documented hashes', async ({ page, request }) => {
  test.setTimeout(90_000);
  const vendors = await standInVendors(page);
  await withTracking(page);
  await page.goto(`${LANDING}${AFFILIATE}`);
  await consentDialog(page).getByRole('button', { name: 'Aceptar todo' }).click();
  await expect.poll(() => [...new Set(vendors.scripts)].sort()).toEqual(['google', 'meta', 'tiktok']);
  // Consent Mode v2: the default denied, then the update granted.
  const consent = () => callsOf(vendors, 'google', 'consent').map((call) => [call.args[1], (call.args[2] as { ad_user_data: string }).ad_user_data]);
  await expect.poll(consent).toEqual([['default', 'denied'], ['update', 'granted']]);

  const email = `rejected+${Date.now()}@example.com`;
  await fillInitialDetails(page, email);
  await continueTo(page, '/loan-purpose');
  const sessionId = (await readIndexedDb(page, 'sessionId')) as string;
  await expect.poll(() => told(vendors).meta.map(([name]) => name)).toEqual(['Lead']);
  await answerEveryDynamicStep(page);
  await expect(page).toHaveURL(`${BASE_PATH}/rejected`, { timeout: 20_000 });

  await expect.poll(() => told(vendors).tiktok.map(([name]) => name)).toEqual(['SubmitForm', 'CompleteRegistration', 'Rejected']);
  await expect.poll(() => told(vendors).meta.map(([name]) => name)).toEqual(['Lead', 'CompleteRegistration']);
  await expect.poll(() => told(vendors).google.map(([name]) => name)).toEqual(['lead', 'completeRegistration']);
  const { meta, tiktok, google } = told(vendors);
  // One event id per event, the same on every platform (for deduplication against server events), 64 hex digits.
  const [leadId, completeId, rejectedId] = tiktok.map(([, id]) => id);
  expect(new Set([leadId, completeId, rejectedId]).size).toBe(3);
  for (const id of [leadId, completeId, rejectedId]) expect(id).toMatch(/^[0-9a-f]{64}$/);
  expect(meta.map(([, id]) => id)).toEqual([leadId, completeId]);
  expect(google).toEqual([['lead', leadId, TRACKING.googleAdsSendTo], ['completeRegistration', completeId, TRACKING.googleAdsSendTo]]);

  // Advanced matching: Meta's phone without '+', Google's and TikTok's in E.164; the session id as external id.
  const hashes = { email: sha256(email.toLowerCase()), metaPhone: sha256('34612345678'), e164Phone: sha256('+34612345678'), session: sha256(sessionId) };
  expect(callsOf(vendors, 'meta', 'init').map((call) => call.args[2])).toContainEqual({ em: hashes.email, ph: hashes.metaPhone, external_id: hashes.session });
  expect(callsOf(vendors, 'tiktok', 'identify').map((call) => call.args[1])).toContainEqual({ email: hashes.email, phone_number: hashes.e164Phone, external_id: hashes.session });
  expect(callsOf(vendors, 'google', 'set').map((call) => call.args[2])).toContainEqual({ sha256_email_address: hashes.email, sha256_phone_number: hashes.e164Phone });
  // Nothing of the applicant reaches a platform as it is.
  expect(JSON.stringify(vendors.calls)).not.toContain(email);
  expect(JSON.stringify(vendors.calls)).not.toContain('612345678');

  // The affiliate network hears of each moment once, with the reference that came in the link.
  const lead = (await readLedger(page)).recorded.find((key) => key.endsWith(':lead'))?.split(':')[0] ?? '';
  await expect.poll(async () => (await affiliateEventsFor(request, lead)).map((event) => event.event)).toEqual(['lead', 'completeRegistration', 'rejected']);
  expect(await affiliateEventsFor(request, lead)).toContainEqual(expect.objectContaining({ event: 'lead', sessionId, attribute: 'partner-a', subId: 'sub-7', transactionId: 'tx-42', productId: 'SOLCREDITO' }));

  // A reload once the deliveries are recorded sends nothing again, to any platform or to the affiliate network.
  await expect.poll(async () => (await readLedger(page)).events).toEqual([]);
  const before = vendors.calls.filter((call) => call.args[0] === 'track' || call.args[1] === 'conversion').length;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'No hemos podido aprobar tu solicitud' })).toBeVisible();
  await expect.poll(() => vendors.scripts.length).toBeGreaterThan(3);
  expect(await steady(async () => vendors.calls.filter((call) => call.args[0] === 'track' || call.args[1] === 'conversion').length)).toBe(before);
  expect((await affiliateEventsFor(request, lead)).length).toBe(3);
});

test('a moment reached offline is kept with its id and time, and after reconnecting and reloading each platform has it under that id', async ({ page, context }) => {
  const vendors = await standInVendors(page);
  await withTracking(page);
  await page.goto(LANDING);
  await consentDialog(page).getByRole('button', { name: 'Aceptar todo' }).click();
  await expect.poll(() => [...new Set(vendors.scripts)].sort()).toEqual(['google', 'meta', 'tiktok']);
  // The lead's answer arrives, and the connection drops with it: the moment happens offline.
  await page.route('**/api/v3/lead', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    await context.setOffline(true);
    await route.fulfill({ response });
  });
  await fillInitialDetails(page, `accepted+${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect.poll(async () => (await readLedger(page)).events.map((event) => [event.key.split(':')[1], event.outcomes])).toEqual([['lead', {}]]);
  const [kept] = (await readLedger(page)).events;
  expect(callsOf(vendors, 'meta', 'track')).toEqual([]);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await readLedger(page)).events).toEqual([]);
  // Each platform has the moment under the id kept offline, which it counts once (Meta eventID, TikTok
  // event_id, Google transaction_id): the page reloaded just after reconnecting may have handed it over
  // before it could record that, and then the next page hands it over again under the same id.
  const handedOver = () =>
    vendors.calls
      .filter((call) => call.args[0] === 'track' || call.args[1] === 'conversion')
      .map((call) => {
        const ids = call.args.at(-1) as { eventID?: string; event_id?: string; transaction_id?: string };
        return `${call.vendor} ${ids.eventID ?? ids.event_id ?? ids.transaction_id}`;
      });
  expect([...new Set(await steady(async () => handedOver()))].sort()).toEqual(['google', 'meta', 'tiktok'].map((vendor) => `${vendor} ${kept?.eventId}`));
});
