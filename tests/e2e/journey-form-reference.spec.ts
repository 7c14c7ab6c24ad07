import type { Page } from '@playwright/test';
import { BASE_PATH, expect, test, withRuntimeConfig } from './fixtures';

// A classic-flow brand whose lenders ask for a personal reference (brand record asksReference): six pages.
test.beforeEach(async ({ page }) => {
  await withRuntimeConfig(page, (config) => ({ ...config, brand: 'mx-pesofacil', country: 'MX', locale: 'mx', productId: 'DEFAULT' }));
});

async function next(page: Page, path: string, button = 'Continuar') {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(`${BASE_PATH}${path}`);
}

test('the classic flow with a reference page: six pages counted, the last one sends', async ({ page }) => {
  await page.goto(`${BASE_PATH}/loan-information`);
  await expect(page.getByText('Paso 1 de 6')).toBeVisible();
  await next(page, '/personal-details');
  await page.getByRole('textbox', { name: /nombre/ }).first().fill('María');
  await page.getByRole('textbox', { name: /apellido/ }).first().fill('López');
  await page.getByRole('textbox', { name: 'Día' }).fill('14');
  await page.getByRole('textbox', { name: 'Mes' }).fill('2');
  await page.getByRole('textbox', { name: 'Año' }).fill('1988');
  await next(page, '/contact-details');
  await page.getByRole('textbox', { name: /correo/ }).fill(`accepted+mx${Date.now()}@example.com`);
  await page.getByRole('textbox', { name: '¿Cuál es tu número de celular?' }).fill('55 1234 5678');
  await page.getByRole('textbox', { name: /código postal/ }).fill('06600');
  await page.getByRole('textbox', { name: /localidad|ciudad/ }).fill('Ciudad de México');
  await page.getByRole('textbox', { name: /calle/ }).fill('Avenida Reforma');
  await page.getByRole('textbox', { name: '¿Cuál es el número exterior?' }).fill('222');
  for (const box of await page.getByRole('group').getByRole('checkbox').all()) await box.check();
  await next(page, '/income-details');
  await page.getByRole('radio').first().check();
  await page.getByRole('textbox', { name: /ganas|ingresos/ }).fill('18000');
  await page.getByRole('textbox', { name: /día del mes/ }).fill('15');
  await next(page, '/other-information');
  // The screen loads lazily: count its questions before answering each.
  await expect(page.getByRole('heading', { level: 1, name: 'Unos datos más' })).toBeVisible();
  await expect(page.getByRole('group')).toHaveCount(4);
  for (const group of await page.getByRole('group').all()) await group.getByRole('radio').first().check();
  await next(page, '/reference-information');
  await expect(page.getByText('Paso 6 de 6')).toBeVisible();
  await page.getByRole('group', { name: '¿Quién es tu referencia personal?' }).getByRole('radio').first().check();
  await page.getByRole('textbox', { name: '¿Cuál es su nombre completo?' }).fill('Juan Pérez');
  await page.getByRole('textbox', { name: '¿Cuál es su número de teléfono?' }).fill('55 8765 4321');
  await next(page, '/checking', 'Enviar mi solicitud');
});
