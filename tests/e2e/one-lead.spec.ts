import type { Page } from '@playwright/test';
import { BASE_PATH, expect, leadsFor, test } from './fixtures';
import { LANDING, fillInitialDetails } from './journey-form-helpers';

// Issue 10, "One application, one lead": two tabs pressing Continue at once make one lead. The double
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
