import { APPLICATION_ROUTES, DYNAMIC_FORM_PATHS, INITIAL_DETAILS_ROUTE, STATE_ROUTES } from '../../src/domain/routes';
import { BRANDS } from '../../src/config/brands';
import { BASE_PATH, expect, test, withRuntimeConfig } from './fixtures';

// The 45 routes of issue 2: 15 application routes, 29 server-driven state routes and initial-details.
const ROUTES = [...APPLICATION_ROUTES, ...STATE_ROUTES, INITIAL_DETAILS_ROUTE].map((path) => path.replace('$id', 'lead-123'));
// Screens that send the applicant on by themselves: the index to where they are, continue to the lead's step.
const FORWARDING: Record<string, RegExp> = { '/': /\/initial-details$/, '/continue/lead-123': /\/continue\/lead-123$|\/initial-details$/ };

test.describe('the shell under the base path', () => {
  test('there are 45 routes to visit', () => {
    expect(ROUTES).toHaveLength(45);
  });

  for (const path of ROUTES) {
    test(`${path} shows the layout and its title, not the not-found screen`, async ({ page }) => {
      await page.goto(`${BASE_PATH}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(FORWARDING[path] ?? new RegExp(`${BASE_PATH}${path}$`));
      if (path !== '/404') await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('link', { name: /página de inicio/ })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    });
  }

  test('a dynamic form path is a typed route of its own', async ({ page }) => {
    await page.goto(`${BASE_PATH}/${DYNAMIC_FORM_PATHS[0]}`);
    await expect(page.getByRole('heading', { level: 1, name: '¿Para qué necesitas el préstamo?' })).toBeVisible();
  });

  test('an unknown path lands on the not-found screen', async ({ page }) => {
    await page.goto(`${BASE_PATH}/no-such-step`);
    await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/404$`));
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });

  test('the Spanish translations come from /application-frontend/locales/es/common.json', async ({ page }) => {
    const localeRequest = page.waitForRequest((request) => request.url().endsWith(`${BASE_PATH}/locales/es/common.json`));
    await page.goto(`${BASE_PATH}/initial-details`);
    expect((await (await localeRequest).response())?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Empieza tu solicitud' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  });
});

test.describe('one build, every brand', () => {
  for (const brand of BRANDS) {
    test(`${brand.id} renders its own title and favicon`, async ({ page }) => {
      await withRuntimeConfig(page, (config) => ({ ...config, brand: brand.id, country: brand.country, locale: brand.locale }));
      await page.goto(`${BASE_PATH}${brand.firstPage}`);
      await expect(page).toHaveTitle(brand.pageTitle);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', brand.favicon);
      await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', brand.logos.header);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('an invalid configuration shows what is wrong, never a blank page', async ({ page }) => {
    await withRuntimeConfig(page, (config) => ({ ...config, country: 'XX', apiBase: '' }));
    await page.goto(`${BASE_PATH}/`);
    await expect(page.getByRole('alert')).toContainText('This application is not configured correctly.');
    await page.getByText('Configuration problems').click();
    await expect(page.getByRole('alert')).toContainText('country');
  });

  test('an unknown brand says its application page was not found', async ({ page }) => {
    await withRuntimeConfig(page, (config) => ({ ...config, brand: 'es-nobody' }));
    await page.goto(`${BASE_PATH}/`);
    await expect(page.getByRole('alert')).toContainText('ApplicationPage not found');
    await expect(page.getByRole('alert')).toContainText('es-nobody');
  });
});
