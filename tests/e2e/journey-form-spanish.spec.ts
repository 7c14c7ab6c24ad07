import { BASE_PATH, expect, test } from './fixtures';
import { LANDING, continueTo, fillAddress, fillInitialDetails, fillUpToAddress } from './journey-form-helpers';

test('the Spanish brand: from initial-details through every dynamic step to checking', async ({ page }) => {
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

  await fillUpToAddress(page);
  await fillAddress(page);
  await continueTo(page, '/monthly-income');
  await page.getByRole('textbox', { name: '¿Cuáles son tus ingresos netos mensuales?' }).fill('1500');
  await continueTo(page, '/income-payday');
  await page.getByRole('textbox', { name: '¿Qué día del mes cobras?' }).fill('28');
  await continueTo(page, '/bank-account');
  await page.getByRole('textbox', { name: '¿Cuál es tu cuenta bancaria (IBAN)?' }).pressSequentially('es9121000418450200051332');
  await expect(page.getByRole('textbox', { name: '¿Cuál es tu cuenta bancaria (IBAN)?' })).toHaveValue('ES91 2100 0418 4502 0005 1332');
  await continueTo(page, '/credit-history');
  await page.getByRole('radio', { name: 'No' }).check();
  await continueTo(page, '/monthly-expenses');
  await page.getByRole('textbox', { name: '¿Cuáles son tus gastos mensuales?' }).fill('600');
  await continueTo(page, '/monthly-credit-commitments');
  await page.getByRole('textbox', { name: '¿Cuánto pagas al mes por otros créditos?' }).fill('0');
  await continueTo(page, '/dependants');
  await page.getByRole('radio', { name: 'Ninguna' }).check();
  await continueTo(page, '/housing-information');
  await page.getByRole('radio', { name: 'Alquiler' }).check();
  await page.getByRole('textbox', { name: '¿Cuánto pagas de alquiler al mes?' }).fill('700');
  await continueTo(page, '/income-source');
  await page.getByRole('radio', { name: 'Contrato indefinido' }).check();
  await continueTo(page, '/employer-name');
  await page.getByRole('combobox', { name: '¿Para qué empresa trabajas?' }).fill('Mercadona');
  await continueTo(page, '/pep-details');
  await page.getByRole('group', { name: /cargo público relevante/ }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: /familiar o allegado/ }).getByRole('radio', { name: 'No' }).check();
  await continueTo(page, '/checking');
  await expect(page).toHaveURL(`${BASE_PATH}/checking`);
});
