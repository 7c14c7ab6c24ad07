import type { Page } from '@playwright/test';
import { BASE_PATH, expect, test, withRuntimeConfig } from './fixtures';
import { expectNoAxeViolations } from './journey-outcome-helpers';

const BRAND = 'de-kreditwerk';

// A brand of the legacy flow (applicationPage 'legacy'), in English: v2 lead calls, pages by state.
test.beforeEach(async ({ page }) => {
  await withRuntimeConfig(page, (config) => ({ ...config, brand: BRAND, country: 'DE', locale: 'en', productId: 'DEFAULT' }));
});

async function next(page: Page, path: string, button = 'Continue') {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(`${BASE_PATH}${path}`);
}

/** Loan information answered and moved on from, personal details answered (Continue not pressed). */
async function answerFirstTwoPages(page: Page) {
  await page.goto(`${BASE_PATH}/loan-information`);
  // Five pages: this brand's lenders ask for no reference person, so no sixth page is counted (honest progress).
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByRole('textbox', { name: 'How much do you want to borrow?' }).fill('700');
  await next(page, '/personal-details');
  await page.getByRole('textbox', { name: 'What is your first name?' }).fill('Anna');
  await page.getByRole('textbox', { name: 'What is your last name?' }).fill('Schmidt');
  await page.getByRole('textbox', { name: 'Day' }).fill('2');
  await page.getByRole('textbox', { name: 'Month' }).fill('11');
  await page.getByRole('textbox', { name: 'Year' }).fill('1980');
}

/** Once the page has arrived (its heading takes the focus): axe finds nothing on it. */
async function expectPageAccessible(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectNoAxeViolations(page);
}

test('the legacy flow: loan information to checking, each page moved on by the server state and axe clean, errors included (the first and contact pages: brands.spec.ts)', async ({ page }) => {
  await answerFirstTwoPages(page);
  await expectNoAxeViolations(page);
  await next(page, '/contact-details');
  // Continue on the empty page: its errors are axe clean too.
  await expect(page.getByRole('checkbox', { name: /general terms/ })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('link', { name: 'Enter your e-mail address' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'What is your e-mail address?' }).fill(`accepted+${Date.now()}@example.com`);
  await page.getByRole('textbox', { name: 'What is your mobile number?' }).fill('01512 3456789');
  await page.getByRole('textbox', { name: 'What is your postcode?' }).fill('10115');
  await page.getByRole('textbox', { name: 'Which town or city do you live in?' }).fill('Berlin');
  await page.getByRole('textbox', { name: 'What is your street?' }).fill('Invalidenstraße');
  await page.getByRole('textbox', { name: 'What is the house number?' }).fill('117');
  await page.getByRole('checkbox', { name: /general terms/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await next(page, '/income-details');
  await expectPageAccessible(page);
  await page.getByRole('radio', { name: 'Permanent employee' }).check();
  await page.getByRole('textbox', { name: /How much do you earn/ }).fill('2400');
  await page.getByRole('textbox', { name: 'On which day of the month are you paid?' }).fill('1');
  await next(page, '/other-information');
  await expectPageAccessible(page);
  await page.getByRole('radio', { name: 'Travel' }).check();
  await page.getByRole('radio', { name: 'Married' }).check();
  await page.getByRole('radio', { name: 'Nobody' }).check();
  await page.getByRole('radio', { name: 'Tenant' }).check();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  // The page that sends the application says so on its button.
  await next(page, '/checking', 'Send my application');
});
