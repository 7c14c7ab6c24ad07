import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';
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

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core on the current screen (or the part `include` names): no violation of any rule, contrast
 * included. axe-core itself rather than @axe-core/playwright's builder, for the suite's time: the
 * builder injects all of axe anew on every check and, by default, opens a blank page to merge frame
 * results; axe injected once per document and run in place is several times faster, and a walk through client-side steps keeps it injected. Frames
 * are not scanned: ours hold only a partner's page (the app in a partner's frame: embed-frame.spec.ts,
 * which uses the builder).
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'], iframes: false });
    return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, include);
  expect(violations).toEqual([]);
}
