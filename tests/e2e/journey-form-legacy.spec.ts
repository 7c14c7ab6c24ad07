import type { Page } from '@playwright/test';
import { BASE_PATH, expect, test, withRuntimeConfig } from './fixtures';

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

test('the legacy flow: loan information to checking, each page moved on by the server state', async ({ page }) => {
  await answerFirstTwoPages(page);
  await next(page, '/contact-details');
  await page.getByRole('textbox', { name: 'What is your e-mail address?' }).fill(`accepted+${Date.now()}@example.com`);
  await page.getByRole('textbox', { name: 'What is your mobile number?' }).fill('01512 3456789');
  await page.getByRole('textbox', { name: 'What is your postcode?' }).fill('10115');
  await page.getByRole('textbox', { name: 'Which town or city do you live in?' }).fill('Berlin');
  await page.getByRole('textbox', { name: 'What is your street?' }).fill('Invalidenstraße');
  await page.getByRole('textbox', { name: 'What is the house number?' }).fill('117');
  await page.getByRole('checkbox', { name: /general terms/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await next(page, '/income-details');
  await page.getByRole('radio', { name: 'Permanent employee' }).check();
  await page.getByRole('textbox', { name: /How much do you earn/ }).fill('2400');
  await page.getByRole('textbox', { name: 'On which day of the month are you paid?' }).fill('1');
  await next(page, '/other-information');
  await page.getByRole('radio', { name: 'Travel' }).check();
  await page.getByRole('radio', { name: 'Married' }).check();
  await page.getByRole('radio', { name: 'Nobody' }).check();
  await page.getByRole('radio', { name: 'Tenant' }).check();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  // The page that sends the application says so on its button.
  await next(page, '/checking', 'Send my application');
});

// The next page is drawn once, when its data is there: drawn early inside the page being left, the
// next route's screen replaced it a moment later, so the heading took the focus back from the field
// being typed into and the keystrokes meanwhile went nowhere (seen in CI as an e-mail lost).
test('a page whose data is still loading is drawn once: the field being typed into is never replaced, the page being left stays with its button busy', async ({ page }) => {
  await page.addInitScript(() => {
    const mounts: Record<string, number> = {};
    (window as unknown as { emailFieldMounts: Record<string, number> }).emailFieldMounts = mounts;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && (node.id === 'field-contactDetails-email' || node.querySelector('#field-contactDetails-email')))
            mounts.email = (mounts.email ?? 0) + 1;
    }).observe(document, { subtree: true, childList: true });
  });
  // contact-details shows the policies: their answer is held until the address has moved on.
  let releasePolicies = () => undefined as void;
  const policiesHeld = new Promise<void>((resolve) => (releasePolicies = resolve));
  await page.route((url) => url.pathname === '/policy', async (route) => {
    await policiesHeld;
    await route.fallback();
  });
  await answerFirstTwoPages(page);
  const updates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/v2/lead')) updates.push(request.url());
  });
  await next(page, '/contact-details');
  // Until contact-details can be drawn, the page left stays, and pressing Continue again sends nothing.
  await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible();
  const leftContinue = page.getByRole('button', { name: 'Continue' });
  await expect(leftContinue).toHaveAttribute('aria-disabled', 'true');
  await leftContinue.click({ force: true });
  releasePolicies();
  const email = page.getByRole('textbox', { name: 'What is your e-mail address?' });
  await email.click();
  await page.keyboard.type('anna@example.com');
  await expect(page.getByRole('checkbox', { name: /privacy policy/ })).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('anna@example.com');
  expect(await page.evaluate(() => (window as unknown as { emailFieldMounts: Record<string, number> }).emailFieldMounts.email)).toBe(1);
  expect(updates).toHaveLength(1);
});
