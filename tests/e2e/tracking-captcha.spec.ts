import type { APIRequestContext } from '@playwright/test';
import { expect, test, withRuntimeConfig } from './fixtures';
import { LANDING, continueTo, fillInitialDetails } from './journey-form-helpers';

const SITE_KEY = '6LcTestKey000000000000000000000000000000';

async function storedLead(request: APIRequestContext, email: string) {
  const answer = (await (await request.get('/api/__test/leads')).json()) as { leads: Array<{ lead: { contactDetails?: { email?: string }; googleCaptchaToken?: string } }> };
  return answer.leads.find((entry) => entry.lead.contactDetails?.email === email)?.lead;
}

test.beforeEach(async ({ page }) => {
  await withRuntimeConfig(page, (config) => ({ ...config, tracking: { ...(config.tracking as object), recaptchaSiteKey: SITE_KEY } }));
});

test('with a reCAPTCHA site key the lead is created with a v3 token', async ({ page, request }) => {
  await page.route('https://www.google.com/recaptcha/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = { ready: function (cb) { cb(); }, execute: function (key, options) { return Promise.resolve('token-for-' + key.slice(0, 6) + '-' + options.action); } };`,
    }),
  );
  const email = `accepted+${Date.now()}@example.com`;
  await page.goto(LANDING);
  await fillInitialDetails(page, email);
  await continueTo(page, '/loan-purpose');
  expect((await storedLead(request, email))?.googleCaptchaToken).toBe('token-for-6LcTes-lead_create');
});

test('a reCAPTCHA that cannot load never blocks the applicant: the lead is created without a token', async ({ page, request }) => {
  let asked = 0;
  await page.route('https://www.google.com/recaptcha/**', (route) => {
    asked += 1;
    return route.abort();
  });
  const email = `accepted+${Date.now()}@example.com`;
  await page.goto(LANDING);
  await fillInitialDetails(page, email);
  await continueTo(page, '/loan-purpose');
  expect(asked).toBeGreaterThan(0);
  const lead = await storedLead(request, email);
  expect(lead).toBeDefined();
  expect(lead?.googleCaptchaToken).toBeUndefined();
});
