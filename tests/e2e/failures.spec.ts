import type { Page } from '@playwright/test';
import { BASE_PATH, cssAnimationsAt, expect, test, withRuntimeConfig } from './fixtures';

// SPEC §8: what the applicant sees, and what is logged, when the app itself fails.

/** Moves the page's installed clock on, a backoff step at a time, until `check` passes. */
const passTimeUntil = (page: Page, check: () => Promise<unknown> | unknown) =>
  expect(async () => {
    await page.clock.fastForward(4000);
    await check();
  }).toPass();

test('a brand page whose code does not download is asked for again, then said to be a load failure in Spanish, with a way to try again', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const asked: string[] = [];
  await page.route('**/assets/dynamic-application-page-*.js', (route) => {
    asked.push(route.request().url());
    return route.abort('failed');
  });
  await page.clock.install();
  await page.goto(`${BASE_PATH}/initial-details`);
  // After the backoff (1, 2, 4 s) and the router's own reload, on the page's clock.
  const alert = page.getByRole('alert');
  await passTimeUntil(page, () => expect(alert).toHaveText('Tus respuestas están guardadas. Comprueba tu conexión y vuelve a intentarlo.', { timeout: 200 }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No hemos podido cargar este paso');
  expect(asked.length).toBeGreaterThanOrEqual(4);
  await expect(page.locator('body')).not.toContainText(/Something went wrong|Algo ha ido mal/);
  expect(errors.some((text) => text.includes('Failed to load ApplicationPage and product styles'))).toBe(true);

  await page.unroute('**/assets/dynamic-application-page-*.js');
  await page.getByRole('button', { name: 'Volver a intentarlo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
});

test('with error logging on, a load failure at a 5 KB address reaches the reference server\'s log, capped, without the lead id', async ({ page, request }) => {
  await withRuntimeConfig(page, (config) => ({ ...config, errorLogging: true }));
  await page.route('**/assets/dynamic-application-page-*.js', (route) => route.abort('failed'));
  const longId = `lead-${'x'.repeat(5_000)}`;
  let reported: number | undefined;
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/client-errors')) reported = response.status();
  });
  await page.clock.install();
  await page.goto(`${BASE_PATH}/continue/${longId}`);
  // Reported once the download's backoff (1, 2, 4 s) is spent, on the page's clock.
  await passTimeUntil(page, () => expect(reported).toBe(204));
  const logged = (await (await request.get('/api/__test/client-errors')).json()) as { reports: { message: string; url: string }[] };
  // The continue link's id unlocks the lead's answers: the log keeps the route, not the id (lead-api/src/log-paths.ts).
  const mine = logged.reports.find((entry) => entry.url === `${BASE_PATH}/continue/{id}`);
  expect(mine?.message).toBe('Failed to load ApplicationPage and product styles');
  expect(JSON.stringify(logged.reports)).not.toContain('lead-xxx');
});

test('"No connection" tries again at every press: pressed three times with the server out of reach, the app once it is back', async ({ page }) => {
  await page.clock.install();
  let reachable = false;
  let asked = 0;
  // Refused at first; then, as on a network that says it is online and carries nothing, never answered.
  await page.route(`**${BASE_PATH}/config.json`, (route) => {
    asked += 1;
    if (reachable) return route.fallback();
    return asked <= 4 ? route.abort('connectionrefused') : undefined;
  });
  await page.goto(`${BASE_PATH}/initial-details?amount=500&period=75`);
  const tryAgain = page.getByRole('button', { name: 'Volver a intentarlo' });
  /** The backoff of config.json (1, 2, 4 s), skipped until the screen offers to try again. */
  const untilOffered = () =>
    expect(async () => {
      await page.clock.fastForward(8000);
      await expect(tryAgain).toBeEnabled({ timeout: 200 });
    }).toPass();
  await untilOffered();
  // Each press asks again at once, though the request of the press before it still hangs.
  for (let press = 1; press <= 3; press += 1) {
    const before = asked;
    await tryAgain.click();
    await expect.poll(() => asked, { message: `press ${press} asks again` }).toBeGreaterThan(before);
  }
  reachable = true;
  await tryAgain.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
});

test('index.html whose one script fails to load offers, without any script, to load the page again by 12 s; the reload starts the app', async ({ page }) => {
  let failing = true;
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => (failing ? route.abort('connectionreset') : route.fallback()));
  await page.goto(`${BASE_PATH}/initial-details?amount=500&period=75`);
  const notice = page.locator('#boot-notice');
  const reload = notice.getByRole('link', { name: 'Recarga la página' });
  await cssAnimationsAt(page, 5_000);
  await expect(notice).toBeHidden();
  await cssAnimationsAt(page, 12_000);
  await expect(page.getByRole('status').filter({ hasText: 'Tu solicitud está tardando más de lo normal' })).toBeVisible();
  await expect(reload).toBeVisible();
  failing = false;
  await reload.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(`${BASE_PATH}/initial-details?amount=500&period=75`);
});
