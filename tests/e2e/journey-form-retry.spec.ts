import { BASE_PATH, expect, test } from './fixtures';
import { LANDING, fillInitialDetails } from './journey-form-helpers';

// lead-api README: `fail2@…` answers the first two attempts of a lead write with 503.
test('a 503 keeps the answers, says it keeps trying, and the retried submission goes on', async ({ page }) => {
  await page.goto(LANDING);
  await fillInitialDetails(page, `fail2+${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tus respuestas están guardadas y seguimos intentándolo' })).toBeVisible();
  await expect(page).toHaveURL(`${BASE_PATH}/loan-purpose`, { timeout: 15_000 });
});
