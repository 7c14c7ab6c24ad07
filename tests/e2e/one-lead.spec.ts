import type { Page } from '@playwright/test';
import { BASE_PATH, expect, leadsFor, test } from './fixtures';
import { LANDING, fillInitialDetails } from './journey-form-helpers';

// "One application, one lead": two tabs pressing Continue at once make one lead, and so does a reload with
// the create in flight (the outbox is its one stored copy). The double
// click, retries, a slow server and a decided application are checked in tests/component/one-submission.test.tsx.

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' });

test('the same application in two tabs, Continue pressed in both: one lead, and both tabs go on', async ({ context, request }) => {
  const email = `accepted+tabs${Date.now()}@example.com`;
  const first = await context.newPage();
  await first.goto(LANDING);
  await fillInitialDetails(first, email);
  await first.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }).blur();
  const second = await context.newPage();
  await second.goto(`${BASE_PATH}/initial-details`);
  // The second tab shows the same application: its answers come from the shared storage.
  await expect(second.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' })).toHaveValue(email);
  // SPEC §4 stale data: before the lead exists, policy acceptance is not carried over to a new page; ticked again here.
  await second.getByRole('checkbox', { name: /condiciones generales/ }).check();
  await second.getByRole('checkbox', { name: /política de privacidad/ }).check();

  await Promise.all([continueButton(first).click(), continueButton(second).click()]);
  await expect(first).toHaveURL(`${BASE_PATH}/loan-purpose`);
  await expect(second).toHaveURL(`${BASE_PATH}/loan-purpose`);
  expect(await leadsFor(request, email)).toBe(1);
});

test('a reload while the create is in flight (the server has it, its answer has not come): sent again from the outbox with the same key, one lead', async ({ page, request }) => {
  const email = `accepted+inflight${Date.now()}@example.com`;
  await page.goto(LANDING);
  await fillInitialDetails(page, email);
  const keys: string[] = [];
  let reachedServer!: () => void;
  const handled = new Promise<void>((resolve) => (reachedServer = resolve));
  await page.route('**/api/v3/lead', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.fallback();
    await route.fetch(); // the server stores the lead...
    reachedServer(); // ...and its answer never reaches the page
  });
  await continueButton(page).click();
  await handled;
  expect(await leadsFor(request, email)).toBe(1);

  await page.reload();
  await expect(page).toHaveURL(`${BASE_PATH}/loan-purpose`);
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(1);
  expect(await leadsFor(request, email)).toBe(1);
});
