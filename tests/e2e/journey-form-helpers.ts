import { expect, type Page } from '@playwright/test';
import { BASE_PATH } from './fixtures';

/** Shared steps of the form journeys (not a spec: Playwright runs only *.spec.ts). */

export const LANDING = `${BASE_PATH}/initial-details?amount=500&period=75`;

export async function continueTo(page: Page, path: string) {
  await page.getByRole('button', { name: /^(Continuar|Enviar mi solicitud)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}${path}(\\?.*)?$`));
}

/** initial-details: e-mail, phone, policies; the loan choice keeps the landing's amount and period. */
export async function fillInitialDetails(page: Page, email: string) {
  await page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }).fill(email);
  await page.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' }).pressSequentially('612345678');
  await expect(page.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' })).toHaveValue('612 34 56 78');
  await page.getByRole('checkbox', { name: /condiciones generales/ }).check();
  await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
}

/** From loan-purpose to address-information, the Spanish brand's sequence (lead-api brand-flows). */
export async function fillUpToAddress(page: Page) {
  await page.getByRole('radio', { name: 'Gasto imprevisto' }).check();
  await continueTo(page, '/name');
  await page.getByRole('textbox', { name: '¿Cuál es tu nombre?' }).fill('Lucía');
  await page.getByRole('textbox', { name: '¿Cuál es tu primer apellido?' }).fill('García');
  await continueTo(page, '/gender');
  await page.getByRole('radio', { name: 'Mujer' }).check();
  await continueTo(page, '/date-of-birth');
  await page.getByRole('textbox', { name: 'Día' }).fill('27');
  await page.getByRole('textbox', { name: 'Mes' }).fill('3');
  await page.getByRole('textbox', { name: 'Año' }).fill('1985');
  await continueTo(page, '/personal-code');
  await page.getByRole('textbox', { name: '¿Cuál es tu DNI o NIE?' }).fill('12345678z');
  await continueTo(page, '/marital-status');
  await page.getByRole('radio', { name: 'Soltero/a' }).check();
  await continueTo(page, '/education');
  await page.getByRole('radio', { name: 'Universidad' }).check();
  await continueTo(page, '/address-information');
}

export async function fillAddress(page: Page) {
  await page.getByRole('textbox', { name: '¿Cuál es tu código postal?' }).fill('28013');
  await expect(page.getByRole('textbox', { name: '¿En qué localidad vives?' })).toHaveValue('Madrid');
  await expect(page.getByRole('combobox', { name: '¿En qué provincia vives?' })).toHaveValue('28');
  await page.getByRole('textbox', { name: '¿En qué calle vives?' }).fill('Calle Mayor');
  await page.getByRole('textbox', { name: '¿Qué número es?' }).fill('12');
  await page.getByRole('textbox', { name: /Piso o puerta/ }).fill('3º B');
}
