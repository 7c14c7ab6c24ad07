import { BRANDS } from '../../src/config/brands';
import { LOCALE_LANGUAGE_TAGS } from '../../src/config/locales';
import { BASE_PATH, expect, test, withRuntimeConfig } from './fixtures';
import { PHONE_VIEWPORT } from './journey-outcome-helpers';

/**
 * One build, every brand, laid out by a real browser (issue 12): each brand's first screen on a phone
 * fits the screen, in its own language. What needs no layout (each brand's walk to an outcome, its
 * title and icon, its local rules) is checked in the whole app in a test DOM: tests/component/brands.test.tsx
 * and shell.test.tsx.
 */
test.use({ viewport: PHONE_VIEWPORT });

test("every brand's first screen at 390x844 fits the screen, in its own language", async ({ page }) => {
  test.slow();
  let brand = BRANDS[0]!;
  await withRuntimeConfig(page, (config) => ({ ...config, brand: brand.id, country: brand.country, locale: brand.locale, productId: brand.productId }));
  for (const next of BRANDS) {
    brand = next;
    await page.goto(`${BASE_PATH}${brand.firstPage}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_LANGUAGE_TAGS[brand.locale]);
    // Nothing wider than the screen (nothing clipped sideways).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), brand.id).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  }
});
