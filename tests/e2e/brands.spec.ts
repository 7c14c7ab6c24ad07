import { BRANDS } from '../../src/config/brands';
import { LOCALE_LANGUAGE_TAGS } from '../../src/config/locales';
import { BASE_PATH, expect, test, withRuntimeConfig } from './fixtures';
import { PHONE_VIEWPORT, atDoubleText, expectNoAxeViolations } from './journey-outcome-helpers';

/**
 * One build, every brand, laid out by a real browser: each brand's first screen on a phone
 * fits the screen, in its own language. What needs no layout (each brand's walk to an outcome, its
 * title and icon, its local rules) is checked in the whole app in a test DOM: tests/component/brands.test.tsx
 * and shell.test.tsx.
 */
test.use({ viewport: PHONE_VIEWPORT });

test("every brand's first screen at 390x844 fits the screen, in its own language, also at 200 % text, and so does every brand's contact step; axe finds nothing on either", async ({ page }) => {
  test.slow();
  let brand = BRANDS[0]!;
  await withRuntimeConfig(page, (config) => ({ ...config, brand: brand.id, country: brand.country, locale: brand.locale, productId: brand.productId }));
  const submit = () => page.locator('form button[type="submit"]').last();
  for (const next of BRANDS) {
    brand = next;
    // Each brand is its own deployment on its own origin; here they share one, so the last brand's
    // application (an amount out of this brand's range, a lead of another flow) goes first.
    if (page.url().startsWith('http')) {
      // Not awaited: the page's open connection blocks the deletion until it unloads, and IndexedDB runs
      // the next page's open after it, in order.
      await page.evaluate(async () => {
        localStorage.clear();
        for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
      });
    }
    await page.goto(`${BASE_PATH}${brand.firstPage}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_LANGUAGE_TAGS[brand.locale]);
    // Nothing wider than the screen (nothing clipped sideways).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), brand.id).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await expectNoAxeViolations(page);
    await atDoubleText(page, `${brand.id} ${brand.firstPage}`);
    // The Spanish brands ask the contact details on their first step; the classic brands on their third
    // page, in their country's words and their own stylesheet: each walks there.
    if (brand.firstPage !== '/loan-information') continue;
    await submit().click();
    await expect(page).toHaveURL(/\/personal-details$/);
    await page.locator('#field-personalDetails-firstName').fill('Ana');
    await page.locator('#field-personalDetails-lastName').fill('Nowak');
    await page.locator('#field-personalDetails-dateOfBirth').fill('2');
    await page.locator('#field-personalDetails-dateOfBirth-month').fill('11');
    await page.locator('#field-personalDetails-dateOfBirth-year').fill('1980');
    await submit().click();
    await expect(page).toHaveURL(/\/contact-details$/);
    await expect(page.locator('#field-contactDetails-email')).toBeVisible();
    await expectNoAxeViolations(page);
    await atDoubleText(page, `${brand.id} /contact-details`);
  }
});
