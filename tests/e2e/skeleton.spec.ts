import { ALL_ROUTES, DYNAMIC_FORM_PATHS } from '../../src/domain/routes';
import { BRANDS } from '../../src/config/brands';
import { BASE_PATH, expect, test, withRuntimeConfig } from './fixtures';

// Every route: SPEC §2's application and server-driven routes, initial-details and state 22's own route.
const ROUTES = ALL_ROUTES.map((path) => path.replace('$id', 'lead-123'));
// Without an application, only these open as they are; every other route sends the applicant to the first step.
const OPEN: Record<string, RegExp> = {
  '/initial-details': /\/initial-details$/,
  '/unsubscribe': /\/unsubscribe$/,
  '/404': /\/404$/,
  '/continue/lead-123': /\/continue\/lead-123$/,
};

test.describe('the shell under the base path', () => {
  test('there are 46 routes to visit', () => {
    expect(ROUTES).toHaveLength(46);
  });

  for (const path of ROUTES) {
    test(`${path} without an application shows the layout and a screen, not the not-found screen`, async ({ page }) => {
      await page.goto(`${BASE_PATH}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(OPEN[path] ?? /\/initial-details$/);
      if (path !== '/404') await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('link', { name: /página de inicio/ })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    });
  }

  test('a dynamic form path is a route: before the application starts it sends the applicant to the first step', async ({ page }) => {
    await page.goto(`${BASE_PATH}/${DYNAMIC_FORM_PATHS[0]}`);
    await expect(page).toHaveURL(`${BASE_PATH}/initial-details`);
    await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
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
    // The toast region is a landmark: named in Spanish, not the library's "Notifications Alt+T".
    await expect(page.getByRole('region', { name: 'Notificaciones (Alt+T)' })).toBeAttached();
  });
});

test.describe('one build, every brand', () => {
  for (const brand of BRANDS) {
    test(`${brand.id} renders its own title and favicon`, async ({ page }) => {
      await withRuntimeConfig(page, (config) => ({ ...config, brand: brand.id, country: brand.country, locale: brand.locale }));
      await page.goto(`${BASE_PATH}${brand.firstPage}`);
      // The tab names the screen, then the brand (WCAG 2.4.2).
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      await expect(page).toHaveTitle(`${heading} – ${brand.pageTitle}`);
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
