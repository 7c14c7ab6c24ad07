import { BASE_PATH, expect, test } from './fixtures';
import { PHONE_VIEWPORT } from './journey-outcome-helpers';

test.use({ viewport: PHONE_VIEWPORT, hasTouch: true });

// Issue 9, item 6: the loan choice says what it changed and why, Cancel and Escape restore, Save works at the first tap.
test('a landing amount the brand does not lend becomes the nearest it does, and the page says so', async ({ page }) => {
  await page.goto(`${BASE_PATH}/initial-details?amount=99999&period=75`);
  await expect(page.getByText('Quiero 5000 € a 75 días')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Pediste 99.999 €' })).toHaveText(
    'Pediste 99.999 €, más de lo máximo que puedes solicitar: hemos puesto 5000 €.',
  );
  await page.goto(`${BASE_PATH}/initial-details?amount=1050`);
  // A string, not a pattern: Intl puts a no-break space before the €, which string matching treats as a space.
  await expect(page.getByText('Quiero 1100 € a 75 días')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'tramos' })).toHaveText('Los importes van por tramos: hemos puesto 1100 € en lugar de 1050 €.');
});

test('the loan dialog: Save snaps and says so at the first tap; Cancel and Escape put back what was there', async ({ page }) => {
  await page.goto(`${BASE_PATH}/initial-details?amount=1000&period=75`);
  const change = page.getByRole('button', { name: 'Cambiar el importe y el plazo' });
  const dialog = page.getByRole('dialog', { name: '¿Cuánto necesitas y durante cuánto tiempo?' });
  const amount = dialog.getByRole('textbox', { name: '¿Cuánto dinero necesitas?' });

  await change.click();
  await amount.fill('6000');
  await expect(dialog.getByText('Escribe una cantidad de 5000 € o menos')).toBeVisible();
  // A tap straight from the field: nothing moves between press and release, so the tap lands.
  await dialog.getByRole('button', { name: 'Guardar' }).tap();
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();
  await expect(page.getByText('Quiero 5000 € a 75 días')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Pediste 6000 €' })).toBeVisible();

  await change.click();
  await amount.fill('1550');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Quiero 5000 € a 75 días')).toBeVisible();

  await change.click();
  await dialog.getByRole('slider', { name: /Importe/ }).press('Home');
  await expect(amount).toHaveValue('300');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Quiero 5000 € a 75 días')).toBeVisible();

  await change.click();
  await amount.fill('1550');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Quiero 1600 € a 75 días')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'tramos' })).toHaveText('Los importes van por tramos: hemos puesto 1600 € en lugar de 1550 €.');
});
