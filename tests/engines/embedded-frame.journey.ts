import { continueTo, fillInitialDetails } from '../e2e/journey-form-helpers';
import { BASE_PATH, expect, leadsFor, test } from './fixtures';

const STORAGE_NOTICE = 'Tus respuestas no se están guardando en este dispositivo.';
type Partner = { heightReports: Array<{ height: number }>; partnerEvents: Array<{ name: string; detail: Record<string, unknown> }> };

/**
 * In each engine, with the engine's own storage policy for a cross-site frame (Firefox
 * partitions it; WebKit partitions or blocks): the partner page (lead-api's embedding demo, another
 * site than the app's) embeds the funnel with embed.js alone.
 */
test("embedded by embed.js: sized and without header before the app loads, two steps through, told once at most that nothing is kept, and a reload shows the applicant's own step", async ({ tab, site }) => {
  // The app's start held back: what the frame shows meanwhile is the drawn first step alone.
  const release = site.hold(/\/assets\/app-main-[^/]*\.js$/);
  await tab.goto(`${site.partnerOrigin}/`);
  const frame = tab.frame(`${site.appOrigin}${BASE_PATH}`);
  await frame.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' }).waitFor();
  await expect.poll(() => tab.evaluate(() => (window as unknown as Partner).heightReports.length)).toBeGreaterThan(0);
  expect(await frame.locator('#prerendered').count()).toBe(1);
  expect(await frame.getByRole('banner').count()).toBe(0);
  // Sized by the latest height the frame reported (the drawn step may report again as its fonts settle).
  const lastReported = () => tab.evaluate(() => (window as unknown as Partner).heightReports.at(-1)?.height);
  await expect.poll(async () => (await tab.locator('iframe').boundingBox()).height - (await lastReported())).toBe(0);
  expect(await frame.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight)).toBeLessThanOrEqual(0);
  release();
  await frame.locator('#prerendered').waitFor({ state: 'hidden' });

  // Told on the first step where the engine keeps nothing for the frame, and not again after it.
  const toldNothingKept = (await frame.getByText(STORAGE_NOTICE).count()) > 0;
  const email = `accepted+framed${Date.now()}@example.com`;
  await fillInitialDetails(frame, email);
  await continueTo(frame, '/loan-purpose');
  expect(await frame.getByText(STORAGE_NOTICE).count()).toBe(0);
  await frame.getByRole('radio', { name: 'Gasto imprevisto' }).check();
  await continueTo(frame, '/name');
  const events = await tab.evaluate(() => (window as unknown as Partner).partnerEvents);
  expect(events.filter((event) => event.name === 'step').map((event) => event.detail.step)).toEqual(['/initial-details', '/loan-purpose', '/name']);
  expect(events.filter((event) => event.name === 'lead-created')).toHaveLength(1);
  expect(await leadsFor(email)).toBe(1);
  if (toldNothingKept) return;

  // Kept in the frame's storage: the partner page reloaded shows the applicant's step, and never the empty first
  // step before it (while the app's start is held back, the frame shows nothing of it: the in-progress cookie
  // made the server send the plain page, or, where the browser refused the frame that cookie, the frame's own
  // flag hides the drawn step).
  const releaseAgain = site.hold(/\/assets\/app-main-[^/]*\.js$/);
  await tab.reload();
  await frame.locator('#root').waitFor();
  expect(await frame.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' }).count()).toBe(0);
  releaseAgain();
  await frame.getByRole('heading', { level: 1, name: '¿Cómo te llamas?' }).waitFor();
});
