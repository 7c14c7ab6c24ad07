import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_PATH } from './fixtures';
import { completeLead } from '../../lead-api/src/test-helpers';

/**
 * Support for the outcome journeys (not a spec): until the forms exist, a lead is created straight
 * through lead-api with the test data that chooses its outcome (lead-api/README.md), and the
 * browser picks it up through its continue link, as an applicant coming back from an e-mail would.
 */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * WCAG 1.4.4: runs `check` with the page's text at 200 %, then puts it back. The page may grow
 * downwards, never sideways: nothing is wider than the screen (no horizontal scroll).
 */
export async function atDoubleText(page: Page, what: string, check: () => Promise<void> = async () => undefined) {
  await screenshotFor(page, what);
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  await screenshotFor(page, `${what} 200`);
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `${what} at 200 % text`).toBeLessThanOrEqual(widths.client);
  await check();
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
}

/**
 * `SCREENSHOTS=dir npx playwright test …` saves the screens the 200 % checks pass through, at 100 %
 * and 200 % text, to be looked at by a person (what the tests assert is above, never a picture).
 */
async function screenshotFor(page: Page, what: string) {
  const dir = process.env.SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${what.replace(/[^\w-]+/g, '-')}.png`, fullPage: true });
}

/** A full Spanish lead, the same one lead-api's own tests create. */
export function completeSpanishLead(email: string): Record<string, unknown> {
  return { ...completeLead(email), periodScale: 'days' };
}

/** A fresh address for each run: `+tag` keeps the outcome (lead-api/README.md). */
export const testEmail = (outcome: string) => `${outcome}+${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;

export async function createLead(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v3/lead', { data: completeSpanishLead(email) });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: string; state: number };
  expect(body.state).toBe(6);
  return body.id;
}

/** The continue link the server hands out for a lead (GET /v3/lead/url/{id}/continue). */
export async function continueUrl(request: APIRequestContext, id: string): Promise<string> {
  const response = await request.get(`/api/v3/lead/url/${id}/continue`);
  expect(response.ok()).toBe(true);
  const { url } = (await response.json()) as { url: string };
  expect(new URL(url).pathname).toBe(`${BASE_PATH}/continue/${id}`);
  return url;
}

/**
 * axe-core on the current screen (or the part `include` names): no violation of any rule, contrast
 * included. Legacy mode runs axe in the page itself: the default opens a blank page per check to
 * merge its frames' results, twice the time (1.6 s against 0.75 s a screen measured here), and our
 * screens have no frame of another origin (the partner's frame is checked in embed-frame.spec.ts).
 * Only violations are read, so axe skips detailing what passed.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
