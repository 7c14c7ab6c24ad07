import { BASE_PATH, expect, test } from './fixtures';
import { LANDING, answerEveryDynamicStep, continueTo, fillInitialDetails } from './journey-form-helpers';

test('the Spanish brand: from a landing URL through every dynamic step to checking, then accepted', async ({ page }) => {
  await page.goto(LANDING);
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
  await expect(page.getByText('Quiero 500 € a 75 días')).toBeVisible();

  // The loan choice opens in a dialog: amount beside period, and focus comes back to "Cambiar".
  await page.getByRole('button', { name: /Cambiar/ }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cuánto necesitas y durante cuánto tiempo?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: '¿Cuánto dinero necesitas?' }).fill('1200');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Quiero 1200 € a 75 días')).toBeVisible();
  await expect(page.getByRole('button', { name: /Cambiar/ })).toBeFocused();

  await fillInitialDetails(page, `accepted+${Date.now()}@example.com`);
  await continueTo(page, '/loan-purpose');
  await expect(page.getByText(/Paso 2 de \d+/)).toBeVisible();
  await expect(page.getByText('Tu préstamo', { exact: true })).toBeVisible();
  await answerEveryDynamicStep(page);

  await expect(page).toHaveURL(`${BASE_PATH}/accepted`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' })).toBeVisible();
  await expect(page.getByText('1200 €')).toBeVisible();
});

test('the Spanish brand: from a landing URL to rejected', async ({ page }) => {
  await page.goto(LANDING);
  await fillInitialDetails(page, `rejected+${Date.now()}@example.com`);
  await continueTo(page, '/loan-purpose');
  await answerEveryDynamicStep(page);
  await expect(page).toHaveURL(`${BASE_PATH}/rejected`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'No hemos podido aprobar tu solicitud' })).toBeVisible();
});

test('the Spanish brand: from a landing URL to the partner page it is redirected to', async ({ page }) => {
  await page.goto(LANDING);
  await fillInitialDetails(page, `redirect+${Date.now()}@example.com`);
  await continueTo(page, '/loan-purpose');
  await answerEveryDynamicStep(page);
  await expect(page).toHaveURL((url) => url.pathname === '/partner/offer' && url.searchParams.has('leadId'), { timeout: 20_000 });
});
