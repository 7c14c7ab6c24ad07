import { BASE_PATH, expect, leadsFor, readIndexedDb, test } from './fixtures';
import { LANDING, fillInitialDetails } from './journey-form-helpers';

// Issue "Talking to the server": real network faults against lead-api (DESIGN.md §5, §9).
const LEAD_CREATE = '**/api/v3/lead';

test('an answer lost after the server handled the create is retried with the same key: one lead, and the flow goes on', async ({ page, request }) => {
  const email = `accepted+lost${Date.now()}@example.com`;
  const keys: string[] = [];
  let lostOnce = false;
  await page.route(LEAD_CREATE, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lostOnce) return route.continue();
    lostOnce = true;
    await route.fetch(); // the server creates the lead...
    await route.abort('connectionreset'); // ...and its answer never arrives
  });
  await page.goto(LANDING);
  await fillInitialDetails(page, email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(`${BASE_PATH}/loan-purpose`, { timeout: 15_000 });
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await leadsFor(request, email)).toBe(1);
});

test('a 500 keeps the answers and, once the retries are spent, offers a retry that goes on', async ({ page, request }) => {
  const email = `accepted+down${Date.now()}@example.com`;
  let serverDown = true;
  await page.clock.install();
  await page.route(LEAD_CREATE, (route) =>
    serverDown && route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { code: 'internal', message: 'down for the test' } })
      : route.continue(),
  );
  await page.goto(LANDING);
  await fillInitialDetails(page, email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'seguimos intentándolo' })).toBeVisible();
  // The backoff (1 s doubling to 30 s, 8 retries) passes in moments on the test clock; each retry's
  // request is real, so the clock moves one backoff at a time until the retries are spent.
  const retry = page.getByRole('button', { name: 'Volver a intentarlo' });
  await expect(async () => {
    await page.clock.runFor(30_000);
    await expect(retry).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' })).toHaveValue('612 34 56 78');
  expect(await leadsFor(request, email)).toBe(0);

  serverDown = false;
  await retry.click();
  await expect(page).toHaveURL(`${BASE_PATH}/loan-purpose`);
  expect(await leadsFor(request, email)).toBe(1);
});

test('a 422 is not retried and its field errors reach the dynamic form state', async ({ page }) => {
  const email = `field-error.contactDetails.email+${Date.now()}@example.com`;
  await page.clock.install();
  let creates = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v3/lead')) creates += 1;
  });
  await page.goto(LANDING);
  await fillInitialDetails(page, email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/initial-details(\?|$)/);
  // Well past every retry's backoff on the test clock: a retry would have been sent by now.
  await page.clock.runFor(60_000);
  expect(creates).toBe(1);
  const pages = (await readIndexedDb(page, 'dynamicPages')) as { erroredForm: string; forms: Record<string, { errors: { fieldName: string }[] }> };
  expect(pages.erroredForm).toBe('initial-details');
  expect(pages.forms['initial-details']?.errors.map((error) => error.fieldName)).toContain('email');
});
