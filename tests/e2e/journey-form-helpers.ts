import { expect } from '@playwright/test';
import { BASE_PATH } from '../../src/domain/constants';
import { untilStored } from './fixtures';
import type { Surface, SurfaceLocator } from './surface';

/**
 * Shared steps of the form journeys (not a spec: Playwright runs only *.spec.ts), in every engine: the
 * Chromium suite's page or frame, and the engine suite's (tests/engines) in Firefox and WebKit.
 */

/** A field's value, once it is what the step expects (Playwright's toHaveValue, in any engine). */
export const expectValue = (field: SurfaceLocator, value: string) => expect.poll(() => field.inputValue()).toBe(value);

/** Checks a journey makes on each new step (the embedded journey checks the frame there). */
export type Walk = { afterStep?: (path: string) => Promise<void> };

export const LANDING = `${BASE_PATH}/initial-details?amount=500&period=75`;

export async function continueTo(page: Surface, path: string, walk: Walk = {}) {
  await page.getByRole('button', { name: /^(Continuar|Enviar mi solicitud)$/ }).click();
  await expect.poll(() => page.url()).toMatch(new RegExp(`${BASE_PATH}${path}(\\?.*)?$`));
  await walk.afterStep?.(path);
}

/** initial-details: e-mail, phone, policies; the loan choice keeps the landing's amount and period. */
export async function fillInitialDetails(page: Surface, email: string) {
  await page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }).fill(email);
  await page.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' }).pressSequentially('612345678');
  await expectValue(page.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' }), '612 34 56 78');
  await page.getByRole('checkbox', { name: /condiciones generales/ }).check();
  await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
}

/**
 * From loan-purpose to a deep step, the name, answered and stored: a reload after it must bring the
 * step back with both names (a reload aborts a write still in flight, so it waits for the storage).
 */
export async function answerUpToStoredName(page: Surface & Parameters<typeof untilStored>[0]) {
  await page.getByRole('radio', { name: 'Gasto imprevisto' }).check();
  await continueTo(page, '/name');
  await page.getByRole('textbox', { name: '¿Cuál es tu nombre?' }).fill('Lucía');
  await page.getByRole('textbox', { name: '¿Cuál es tu primer apellido?' }).fill('García');
  await untilStored(page, 'Lucía', 'García');
}

/** From loan-purpose to address-information, the Spanish brand's sequence (lead-api brand-flows). */
export async function fillUpToAddress(page: Surface, walk: Walk = {}) {
  await page.getByRole('radio', { name: 'Gasto imprevisto' }).check();
  await continueTo(page, '/name', walk);
  await page.getByRole('textbox', { name: '¿Cuál es tu nombre?' }).fill('Lucía');
  await page.getByRole('textbox', { name: '¿Cuál es tu primer apellido?' }).fill('García');
  await continueTo(page, '/gender', walk);
  await page.getByRole('radio', { name: 'Mujer' }).check();
  await continueTo(page, '/date-of-birth', walk);
  await page.getByRole('textbox', { name: 'Día' }).fill('27');
  await page.getByRole('textbox', { name: 'Mes' }).fill('3');
  await page.getByRole('textbox', { name: 'Año' }).fill('1985');
  await continueTo(page, '/personal-code', walk);
  await page.getByRole('textbox', { name: '¿Cuál es tu DNI o NIE?' }).fill('12345678z');
  await continueTo(page, '/marital-status', walk);
  await page.getByRole('radio', { name: 'Soltero/a' }).check();
  await continueTo(page, '/education', walk);
  await page.getByRole('radio', { name: 'Universidad' }).check();
  await continueTo(page, '/address-information', walk);
}

export async function fillAddress(page: Surface) {
  await page.getByRole('textbox', { name: '¿Cuál es tu código postal?' }).fill('28013');
  await expectValue(page.getByRole('textbox', { name: '¿En qué localidad vives?' }), 'Madrid');
  await expectValue(page.getByRole('combobox', { name: '¿En qué provincia vives?' }), '28');
  await page.getByRole('textbox', { name: '¿En qué calle vives?' }).fill('Calle Mayor');
  await page.getByRole('textbox', { name: '¿Qué número es?' }).fill('12');
  await page.getByRole('textbox', { name: /Piso o puerta/ }).fill('3º B');
}

/** Every dynamic step of the Spanish brand after initial-details, answered, up to the last one's submit. */
export async function answerEveryDynamicStep(page: Surface, walk: Walk = {}) {
  await fillUpToAddress(page, walk);
  await fillAddress(page);
  await continueTo(page, '/monthly-income', walk);
  await page.getByRole('textbox', { name: '¿Cuáles son tus ingresos netos mensuales?' }).fill('1500');
  await continueTo(page, '/income-payday', walk);
  await page.getByRole('textbox', { name: '¿Qué día del mes cobras?' }).fill('28');
  await continueTo(page, '/bank-account', walk);
  await page.getByRole('textbox', { name: '¿Cuál es tu cuenta bancaria (IBAN)?' }).pressSequentially('es9121000418450200051332');
  await expectValue(page.getByRole('textbox', { name: '¿Cuál es tu cuenta bancaria (IBAN)?' }), 'ES91 2100 0418 4502 0005 1332');
  await continueTo(page, '/credit-history', walk);
  await page.getByRole('radio', { name: 'No' }).check();
  await continueTo(page, '/monthly-expenses', walk);
  await page.getByRole('textbox', { name: '¿Cuáles son tus gastos mensuales?' }).fill('600');
  await continueTo(page, '/monthly-credit-commitments', walk);
  await page.getByRole('textbox', { name: '¿Cuánto pagas al mes por otros créditos?' }).fill('0');
  await continueTo(page, '/dependants', walk);
  await page.getByRole('radio', { name: 'Ninguna' }).check();
  await continueTo(page, '/housing-information', walk);
  await page.getByRole('radio', { name: 'Alquiler' }).check();
  await page.getByRole('textbox', { name: '¿Cuánto pagas de alquiler al mes?' }).fill('700');
  await continueTo(page, '/income-source', walk);
  await page.getByRole('radio', { name: 'Contrato indefinido' }).check();
  await continueTo(page, '/employer-name', walk);
  await page.getByRole('combobox', { name: '¿Para qué empresa trabajas?' }).fill('Mercadona');
  await continueTo(page, '/pep-details', walk);
  await page.getByRole('group', { name: /cargo público relevante/ }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: /familiar o allegado/ }).getByRole('radio', { name: 'No' }).check();
  await continueTo(page, '/checking', walk);
}
