import { CHROMIUM_ARGS, chromePath } from '../../scripts/chromium.mjs';
import { expect, leadsFor, test } from './fixtures';
import { continueTo, fillInitialDetails } from './journey-form-helpers';
import { PHONE_VIEWPORT } from './journey-outcome-helpers';
import { TRACKING, withTracking } from './tracking-support';
import { APP_ORIGIN, FRAME, STORAGE_NOTICE, appFrame, openSenderFrame, applyInFrame, expectPartnerTold, openPartnerPage, partnerEvents, recordPartnerMessages } from './embed-support';

/**
 * A partner embeds the funnel with embed.js alone, and the whole Spanish journey runs in it
 * with the browser blocking the frame's storage (the storage-allowed journey is
 * embed-partner-storage.spec.ts: it needs a browser of its own).
 */
// The full browser, whose default blocks a cross-site frame's storage; the headless shell does not.
test.use({ viewport: PHONE_VIEWPORT, launchOptions: { executablePath: chromePath(), args: CHROMIUM_ARGS } });

test.describe("the browser blocks the frame's storage (third-party storage blocked, as here by default)", () => {
  test('the whole journey reaches accepted in the partner page: one lead, told once, no uncaught error', async ({ page, request }) => {
    // Every step of the Spanish brand, to the decision: a long journey.
    test.slow();
    const email = `accepted+framed-blocked${Date.now()}@example.com`;
    const messages = await recordPartnerMessages(page);
    // Told on the first step, plainly, and not again on the next ones.
    const { frame, errors } = await applyInFrame(page, email, (first) => expect(first.getByText(STORAGE_NOTICE)).toBeVisible());
    await expect(frame.getByText(STORAGE_NOTICE)).toHaveCount(0);
    expect(await leadsFor(request, email)).toBe(1);
    await expectPartnerTold(page, messages, email);
    expect(errors).toEqual([]);
  });

  test('asking for storage access on a tap: refused here, the applicant is told and goes on', async ({ page }) => {
    const frame = await openPartnerPage(page);
    // Framed, the notice is one line after the step's title: its details and buttons open on demand.
    await frame.getByText(STORAGE_NOTICE).click();
    await frame.getByRole('button', { name: 'Guardar mis respuestas en este navegador' }).click();
    await expect(frame.getByText('El navegador no lo ha permitido.')).toBeVisible();
    await fillInitialDetails(frame, `accepted+framed-refused${Date.now()}@example.com`);
    await continueTo(frame, '/loan-purpose');
  });
});

test('embed.js takes nothing from another origin or window: a forged decision is not re-emitted', async ({ page }) => {
  await openPartnerPage(page);
  const sender = await openSenderFrame(page);
  await sender.evaluate(() => window.parent.postMessage({ type: 'application-frontend:decided', outcome: 'accepted' }, '*'));
  // The partner page itself (not the frame) posting the same to itself is not the app either.
  await page.evaluate(() => window.postMessage({ type: 'application-frontend:height', height: 5 }, '*'));
  // A real message after them: once it is seen, the forged ones, sent before, were handled (and dropped).
  await page.evaluate((origin) => document.querySelector<HTMLIFrameElement>('#loan-application iframe')!.contentWindow!.postMessage({ type: 'application-frontend:request-height' }, origin), APP_ORIGIN);
  await expect.poll(async () => (await page.evaluate(() => (window as unknown as { heightReports: unknown[] }).heightReports.length))).toBeGreaterThan(0);
  expect((await partnerEvents(page)).filter((event) => event.name === 'decided')).toEqual([]);
  expect((await page.locator(FRAME).boundingBox())!.height).toBeGreaterThan(5);
});

test('framed, the consent banner neither takes the focus nor scrolls the partner page', async ({ page }) => {
  await withTracking(page, TRACKING);
  await openPartnerPage(page);
  const frame = appFrame(page);
  await expect(page.frameLocator(FRAME).getByRole('dialog', { name: 'Tus opciones de privacidad' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a loan with our partner' })).toBeInViewport();
  expect(await frame.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(false);
});
