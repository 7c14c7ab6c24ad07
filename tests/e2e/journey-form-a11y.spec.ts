import { BASE_PATH, expect, test, withRuntimeConfig } from './fixtures';
import { LANDING, continueTo, fillInitialDetails } from './journey-form-helpers';
import { expectNoAxeViolations as expectNoViolations } from './journey-outcome-helpers';

test.describe('axe-core finds no violation on the form screens', () => {
  test('initial-details, its errors and its loan dialog; then a dynamic step, and one showing errors', async ({ page }) => {
    await page.goto(LANDING);
    await expect(page.getByRole('checkbox', { name: /condiciones generales/ })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Hay un problema' })).toBeFocused();
    await expectNoViolations(page);
    await page.getByRole('button', { name: /Cambiar/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');

    await fillInitialDetails(page, `accepted+${Date.now()}@example.com`);
    await continueTo(page, '/loan-purpose');
    await expect(page.getByRole('radio', { name: 'Coche' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('radio', { name: 'Coche' }).check();
    await continueTo(page, '/name');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('link', { name: 'Escribe tu nombre' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('a legacy step, and with errors', async ({ page }) => {
    await withRuntimeConfig(page, (config) => ({ ...config, brand: 'de-kreditwerk', country: 'DE', locale: 'en', productId: 'DEFAULT' }));
    await page.goto(`${BASE_PATH}/loan-information`);
    // axe checks what is on screen: wait for the page, not for the loading shell.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'What is your first name?' }).fill('Anna');
    await page.getByRole('textbox', { name: 'What is your last name?' }).fill('Schmidt');
    await page.getByRole('textbox', { name: 'Day' }).fill('2');
    await page.getByRole('textbox', { name: 'Month' }).fill('11');
    await page.getByRole('textbox', { name: 'Year' }).fill('1980');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('checkbox', { name: /general terms/ })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('link', { name: 'Enter your e-mail address' })).toBeVisible();
    await expectNoViolations(page);
  });
});
