import { BASE_PATH, expect, test, withRuntimeConfig } from './fixtures';

// SPEC §8: what the applicant sees, and what is logged, when the app itself fails.

test('a brand page that fails to load logs it and shows the render-failure message, with a way to try again', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/assets/dynamic-application-page-*.js', (route) => route.abort('failed'));
  await page.goto(`${BASE_PATH}/initial-details`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Something went wrong. Please, try again later.');
  await expect(alert).toContainText('Algo ha ido mal. Por favor, inténtalo de nuevo más tarde.');
  expect(errors.some((text) => text.includes('Failed to load ApplicationPage and product styles'))).toBe(true);

  await page.unroute('**/assets/dynamic-application-page-*.js');
  await alert.getByRole('button', { name: 'Volver a intentarlo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
});

test('with error logging on, a render failure at a 5 KB address reaches the reference server\'s log, every value capped at 1024', async ({ page, request }) => {
  await withRuntimeConfig(page, (config) => ({ ...config, errorLogging: true }));
  await page.route('**/assets/dynamic-application-page-*.js', (route) => route.abort('failed'));
  const longId = `lead-${'x'.repeat(5_000)}`;
  const report = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/client-errors'));
  await page.goto(`${BASE_PATH}/continue/${longId}`);
  await expect(page.getByRole('alert')).toContainText('Something went wrong. Please, try again later.');
  expect((await report).status()).toBe(204);
  const logged = (await (await request.get('/api/__test/client-errors')).json()) as { reports: { message: string; url: string }[] };
  const mine = logged.reports.find((entry) => entry.url.startsWith(`${BASE_PATH}/continue/lead-xxx`));
  expect(mine?.message).toBe('Failed to load ApplicationPage and product styles');
  expect(mine!.url.length).toBeLessThanOrEqual(1024);
});
