import { expect, test } from './fixtures';
import { LANDING, continueTo, fillInitialDetails, fillUpToAddress } from './journey-form-helpers';

test.use({ viewport: { width: 390, height: 844 } });
test('screens', async ({ page }) => {
  test.setTimeout(60000);
  await page.goto(LANDING);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/s-initial.png', fullPage: true });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/s-initial-errors.png', fullPage: true });
  await page.getByRole('button', { name: /Cambiar/ }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/s-dialog.png', fullPage: false });
  await page.keyboard.press('Escape');
  await fillInitialDetails(page, 'ana@gmial.com');
  await page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }).blur();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/s-initial-filled.png', fullPage: true });
  await page.getByRole('button', { name: /Usar/ }).click();
  await continueTo(page, '/loan-purpose');
  await page.screenshot({ path: '/tmp/s-purpose.png', fullPage: true });
  await fillUpToAddress(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/s-address-errors.png', fullPage: true });
});
