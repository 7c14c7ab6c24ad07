import { BASE_PATH, expect, test } from './fixtures';
import { LANDING, continueTo, fillInitialDetails } from './journey-form-helpers';

test('a reload at a middle step resumes that step with its answers', async ({ page }) => {
  await page.goto(LANDING);
  await fillInitialDetails(page, `accepted+${Date.now()}@example.com`);
  await continueTo(page, '/loan-purpose');
  await page.getByRole('radio', { name: 'Reformas del hogar' }).check();
  await continueTo(page, '/name');
  await page.getByRole('textbox', { name: '¿Cuál es tu nombre?' }).fill('Lucía');

  await page.reload();
  await expect(page).toHaveURL(`${BASE_PATH}/name`);
  await expect(page.getByRole('textbox', { name: '¿Cuál es tu nombre?' })).toHaveValue('Lucía');
  await expect(page.getByText(/Paso 3 de \d+/)).toBeVisible();

  await page.getByRole('link', { name: 'Atrás' }).click();
  await expect(page).toHaveURL(`${BASE_PATH}/loan-purpose`);
  await expect(page.getByRole('radio', { name: 'Reformas del hogar' })).toBeChecked();
});
