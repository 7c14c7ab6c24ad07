import type { Page } from '@playwright/test';
import { BRANDS, type BrandRecord } from '../../src/config/brands';
import { BASE_PATH, expect, test, withRuntimeConfig } from './fixtures';
import { LANDING, answerEveryDynamicStep, continueTo, fillInitialDetails } from './journey-form-helpers';

/**
 * Issue 12: every brand from its landing URL to an outcome with valid local data, and per country
 * one local invalid value refused at the field by the page and by lead-api. One build and one
 * server: the brand comes from config.json (overridden per test, as another deployment of the same
 * build would serve it) and reaches lead-api as X-Brand, so each brand's own rules apply.
 */
type Local = { phone: string; postcode: string; city: string; street: string; house: string; first: string; last: string; income: string; wrongPostcode: string };

const LOCAL: Record<string, Local> = {
  DE: { phone: '01512 3456789', postcode: '10115', city: 'Berlin', street: 'Invalidenstraße', house: '117', first: 'Jürgen', last: 'Müller', income: '2400', wrongPostcode: '30-001' },
  PL: { phone: '512 345 678', postcode: '30-001', city: 'Kraków', street: 'ul. Floriańska', house: '15', first: 'Łukasz', last: 'Wiśniewski', income: '6000', wrongPostcode: '010011' },
  RO: { phone: '0712 345 678', postcode: '010011', city: 'București', street: 'Strada Lipscani', house: '12', first: 'Ștefan', last: 'Popescu', income: '5000', wrongPostcode: '28013' },
  MX: { phone: '55 1234 5678', postcode: '06600', city: 'Ciudad de México', street: 'Avenida Reforma', house: '222', first: 'José', last: 'Hernández', income: '18000', wrongPostcode: '110111' },
  CO: { phone: '321 1234567', postcode: '110111', city: 'Bogotá', street: 'Carrera Séptima', house: '45', first: 'Andrés', last: 'Rodríguez', income: '2500000', wrongPostcode: '06600' },
  PH: { phone: '0917 123 4567', postcode: '1000', city: 'Manila', street: 'Rizal Avenue', house: '88', first: 'Maria', last: 'Santos', income: '25000', wrongPostcode: '10115' },
  VN: { phone: '091 234 56 78', postcode: '100000', city: 'Hà Nội', street: 'Phố Hàng Bạc', house: '25', first: 'Nguyễn', last: 'Thị Lan', income: '15000000', wrongPostcode: '1000' },
};

const field = (page: Page, dataPoint: string) => page.locator(`#field-${dataPoint.replace(/\./g, '-')}`);
const submit = (page: Page) => page.locator('button[type="submit"]');

async function useBrand(page: Page, brand: BrandRecord) {
  await withRuntimeConfig(page, (config) => ({ ...config, brand: brand.id, country: brand.country, locale: brand.locale, productId: brand.productId }));
}

async function next(page: Page, path: string) {
  await submit(page).click();
  await expect(page).toHaveURL(`${BASE_PATH}${path}`);
}

/** Every radio group on the page (`groups` of them, once their options have come) answered with its first option. */
async function firstOfEveryGroup(page: Page, groups: number) {
  await expect(page.locator('fieldset:has(input[type="radio"])')).toHaveCount(groups);
  for (const group of await page.locator('fieldset:has(input[type="radio"])').all()) await group.locator('input[type="radio"]').first().check();
}

async function classicToContact(page: Page, local: Local) {
  await page.goto(`${BASE_PATH}/loan-information`);
  await next(page, '/personal-details');
  await field(page, 'personalDetails.firstName').fill(local.first);
  await field(page, 'personalDetails.lastName').fill(local.last);
  await field(page, 'personalDetails.dateOfBirth').fill('14');
  await field(page, 'personalDetails.dateOfBirth-month').fill('2');
  await field(page, 'personalDetails.dateOfBirth-year').fill('1988');
  await next(page, '/contact-details');
}

async function fillContact(page: Page, local: Local, email: string) {
  // The marketing consent and the two policies of /policy, once they have come.
  await expect(page.locator('input[type="checkbox"]')).toHaveCount(3);
  await page.waitForLoadState('networkidle');
  await field(page, 'contactDetails.email').fill(email);
  await field(page, 'contactDetails.phoneNumber').fill(local.phone);
  await field(page, 'contactDetails.postalCode').fill(local.postcode);
  await field(page, 'contactDetails.city').fill(local.city);
  await field(page, 'contactDetails.street').fill(local.street);
  await field(page, 'contactDetails.houseNumber').fill(local.house);
  for (const box of await page.locator('input[type="checkbox"]').all()) await box.check();
}

for (const brand of BRANDS) {
  test(`${brand.id}: from the landing URL to an outcome, with valid local data`, async ({ page }) => {
    await useBrand(page, brand);
    if (brand.applicationPage === 'dynamic') {
      test.setTimeout(60_000);
      await page.goto(LANDING);
      await page.waitForLoadState('networkidle');
      await fillInitialDetails(page, `accepted+${brand.id}${Date.now()}@example.com`);
      await continueTo(page, '/loan-purpose');
      await answerEveryDynamicStep(page);
    } else {
      const local = LOCAL[brand.country] as Local;
      await classicToContact(page, local);
      await fillContact(page, local, `accepted+${brand.id}${Date.now()}@example.com`);
      await next(page, '/income-details');
      await firstOfEveryGroup(page, 1);
      await field(page, 'incomeDetails.monthlyIncome').fill(local.income);
      await field(page, 'incomeDetails.incomePayday').fill('15');
      await next(page, '/other-information');
      await firstOfEveryGroup(page, 4);
      if (brand.asksReference) {
        await next(page, '/reference-information');
        await firstOfEveryGroup(page, 1);
        await field(page, 'referenceDetails.name').fill(`${local.first} ${local.last}`);
        await field(page, 'referenceDetails.phoneNumber').fill(local.phone);
      }
      await next(page, '/checking');
    }
    await expect(page).toHaveURL(`${BASE_PATH}/accepted`, { timeout: 15_000 });
    await expect(page.locator('h1')).toBeVisible();
  });
}

const ONE_BRAND_PER_COUNTRY = [...new Map(BRANDS.filter((brand) => brand.country !== 'ES').map((brand) => [brand.country, brand])).values()];

for (const brand of ONE_BRAND_PER_COUNTRY) {
  const local = LOCAL[brand.country] as Local;
  test(`${brand.country}: a postcode of another country (${local.wrongPostcode}) is refused at the field by the page and by lead-api`, async ({ page }) => {
    await useBrand(page, brand);
    await classicToContact(page, local);
    await fillContact(page, { ...local, postcode: local.wrongPostcode }, `accepted+${brand.country}${Date.now()}@example.com`);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/')) writes.push(request.url());
    });
    await submit(page).click();
    await expect(page).toHaveURL(`${BASE_PATH}/contact-details`);
    await expect(page.locator('#field-contactDetails-postalCode-error')).toBeVisible();
    await expect(field(page, 'contactDetails.postalCode')).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);

    // lead-api applies the same country rule: 422 keyed by the same data point.
    const answer = await page.request.post('/api/v2/lead', {
      headers: { 'X-Brand': brand.id },
      data: { amount: brand.amount.default, period: brand.period.default, contactDetails: { postalCode: local.wrongPostcode } },
    });
    expect(answer.status()).toBe(422);
    expect(JSON.stringify(await answer.json())).toContain('contactDetails.postalCode');
  });
}

for (const brand of BRANDS) {
  test(`${brand.id}: first screen at 390x844 in its own language`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useBrand(page, brand);
    await page.goto(brand.applicationPage === 'dynamic' ? LANDING : `${BASE_PATH}/loan-information`);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
    // Nothing wider than the screen (nothing clipped sideways).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `/tmp/s12-${brand.id}.png`, fullPage: false });
  });
}
