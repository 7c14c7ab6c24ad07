import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_PATH, expect, test } from './fixtures';
import { expectCalledOnce, openAtState, storedLead } from './after-offer-helpers';
import { PHONE_VIEWPORT, expectNoAxeViolations } from './journey-outcome-helpers';

/**
 * The after-offer data steps (states 23, 24, 27, 28, 31, 33, 34): each reached through sandbox
 * data and /continue, answered with role and label locators, kept across a reload, checked by axe,
 * and sent once to lead-api, which moves the lead on.
 */
test.use({ viewport: PHONE_VIEWPORT });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' });
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/s9a-${name}.png`, fullPage: true });
/** What lead-api kept of a step's call: the body the screen built, without the lead id. */
const stepAnswers = async (request: APIRequestContext, id: string, step: string) => (await storedLead(request, id)).steps?.[step];

async function expectAccepted(page: Page) {
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' })).toBeFocused();
}

test('marital details (23): spouse questions only for someone married, kept across a reload, sent once', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 23, '/marital-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu estado civil' })).toBeVisible();
  const spouseName = page.getByRole('textbox', { name: '¿Cómo se llama tu cónyuge o pareja?' });
  await expect(spouseName).toHaveCount(0);

  await page.getByRole('radio', { name: 'Casado/a' }).check();
  await expect(spouseName).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(spouseName).toHaveAccessibleDescription(/Escribe el nombre de tu cónyuge o pareja/);

  await spouseName.fill('Ana');
  await page.getByRole('textbox', { name: '¿Cuál es su apellido?' }).fill('López');
  await page.getByRole('textbox', { name: /¿Cuánto gana tu pareja al mes/ }).fill('1200');
  await page.reload();
  await expect(spouseName).toHaveValue('Ana');
  await expect(page.getByRole('radio', { name: 'Casado/a' })).toBeChecked();
  await expectNoAxeViolations(page);
  await shot(page, '23-marital-details');

  await continueButton(page).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'maritalDetails', 10);
  expect(await stepAnswers(request, id, 'maritalDetails')).toEqual({ maritalStatus: 'married', spouseFirstName: 'Ana', spouseLastName: 'López', spouseMonthlyIncome: 1200 });
});

test('aid (24): kind and amount only with a yes, an amount of 0 said at the field, sent once', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 24, '/aide');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('group', { name: '¿Recibes alguna prestación o ayuda pública?' })).toHaveAccessibleDescription(/Elige sí o no/);

  await page.getByRole('radio', { name: 'Sí' }).check();
  await page.getByRole('combobox', { name: '¿Qué tipo de ayuda es?' }).selectOption({ label: 'Ayuda a la vivienda' });
  const amount = page.getByRole('textbox', { name: /¿Cuánto recibes al mes\?/ });
  await amount.fill('0');
  await expect(amount).toHaveAccessibleDescription(/Escribe un importe de 1 o más/);
  await amount.fill('350');
  await page.reload();
  await expect(amount).toHaveValue('350');
  await expect(page.getByRole('combobox', { name: '¿Qué tipo de ayuda es?' })).toHaveValue('housing');
  await expectNoAxeViolations(page);
  await shot(page, '24-aide');

  await continueButton(page).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'aide', 10);
  expect(await stepAnswers(request, id, 'aide')).toEqual({ receivesAid: true, aidType: 'housing', monthlyAidAmount: 350 });
});

test('professional details (27): position types of the chosen profession from the mapping, sent once', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 27, '/professional-details');
  const profession = page.getByRole('combobox', { name: '¿Cuál es tu profesión?' });
  const position = page.getByRole('combobox', { name: '¿Qué tipo de puesto ocupas?' });
  await profession.selectOption({ label: 'Autónomo' });
  await expect(position.getByRole('option', { name: 'Sin empleados' })).toBeAttached();
  await position.selectOption({ label: 'Con empleados' });
  await page.reload();
  await expect(position).toHaveValue('employer');
  // Another profession clears a position type that is not one of its own.
  await profession.selectOption({ label: 'Jubilado' });
  await expect(position).toHaveValue('');
  await continueButton(page).click();
  await expect(position).toHaveAccessibleDescription(/Elige el tipo de puesto que ocupas/);
  await position.selectOption({ label: 'Pensión' });
  await expectNoAxeViolations(page);
  await shot(page, '27-professional-details');

  await continueButton(page).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'professionalDetails', 10);
  expect(await stepAnswers(request, id, 'professionalDetails')).toEqual({ profession: 'retired', positionType: 'pension' });
});

test("CNP (28): a wrong check digit said at once, the server's 422 for a minor at the field, a valid one sent once", async ({ page, request }) => {
  const { id } = await openAtState(page, request, 28, '/cnp');
  const cnp = page.getByRole('textbox', { name: '¿Cuál es tu CNP?' });
  await cnp.fill('1800101420011');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(cnp).toHaveAccessibleDescription(/la última cifra no cuadra/);
  await expect(page).toHaveTitle(/^Error: Tu código numérico personal \(CNP\)/);

  // Valid by its check digit, but born on 1 January 2020: lead-api answers 422 on personalDetails.personalCode.
  await cnp.fill('5200101400015');
  await continueButton(page).click();
  await expect(cnp).toHaveAccessibleDescription(/Este CNP es de una persona menor de 18 años/);
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page).toHaveURL(`${BASE_PATH}/cnp`);
  await shot(page, '28-cnp-server-error');

  await cnp.fill('1800101420010');
  await expect(cnp).not.toHaveAccessibleDescription(/menor de 18/);
  await page.reload();
  await expect(cnp).toHaveValue('1800101420010');
  await expectNoAxeViolations(page);
  await shot(page, '28-cnp');
  await continueButton(page).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'cnp', 10);
  expect(await stepAnswers(request, id, 'cnp')).toEqual({ cnp: '1800101420010' });
});

test('customer debts (31): rows added and removed from the keyboard, labels and errors per row, sent once', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 31, '/customer-debts');
  const debt = (n: number) => page.getByRole('group', { name: `Deuda ${n}` });
  await debt(1).getByRole('textbox', { name: '¿A quién se lo debes?' }).fill('Banco Uno');
  await debt(1).getByRole('textbox', { name: /¿Cuánto debes todavía\?/ }).fill('3000');
  await debt(1).getByRole('textbox', { name: /¿Cuánto pagas al mes\?/ }).fill('150');

  const add = page.getByRole('button', { name: 'Añadir otra deuda' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(debt(2).getByRole('textbox', { name: '¿A quién se lo debes?' })).toBeFocused();
  await page.keyboard.type('Tarjeta Dos');
  await debt(2).getByRole('textbox', { name: /¿Cuánto debes todavía\?/ }).fill('500');
  const monthly2 = debt(2).getByRole('textbox', { name: /¿Cuánto pagas al mes\?/ });
  await monthly2.fill('600');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('alert').getByRole('link', { name: /Deuda 2: la cuota mensual no puede ser mayor/ })).toBeVisible();
  await expect(monthly2).toHaveAccessibleDescription(/Deuda 2: la cuota mensual no puede ser mayor que lo que debes/);
  await shot(page, '31-customer-debts-error');

  // A third row, removed again from the keyboard: focus goes back to "add", and the removal is said.
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(debt(3)).toBeVisible();
  await debt(3).getByRole('button', { name: 'Quitar la deuda 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(debt(3)).toHaveCount(0);
  await expect(add).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Deuda 3 quitada' })).toBeAttached();

  await monthly2.fill('50');
  await page.reload();
  await expect(debt(2).getByRole('textbox', { name: '¿A quién se lo debes?' })).toHaveValue('Tarjeta Dos');
  await expect(monthly2).toHaveValue('50');
  await expectNoAxeViolations(page);
  await shot(page, '31-customer-debts');

  await continueButton(page).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'customerDebts', 10);
  expect(await stepAnswers(request, id, 'customerDebts')).toEqual({
    debts: [{ creditor: 'Banco Uno', amount: 3000, monthlyPayment: 150 }, { creditor: 'Tarjeta Dos', amount: 500, monthlyPayment: 50 }],
  });
});

test('wniosek (33): PESEL and identity card checked, no account yet, so the server asks for the completion (34)', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 33, '/wniosek');
  const pesel = page.getByRole('textbox', { name: '¿Cuál es tu número PESEL?' });
  const idCard = page.getByRole('textbox', { name: '¿Cuál es el número de tu documento de identidad?' });
  await pesel.fill('44051401358');
  await idCard.fill('ABA400000');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(pesel).toHaveAccessibleDescription(/la última cifra no cuadra/);
  await expect(idCard).toHaveAccessibleDescription(/Este número de documento tiene un error/);
  await shot(page, '33-wniosek-error');

  await pesel.fill('44051401359');
  await idCard.fill('ABA300000');
  await page.getByRole('textbox', { name: '¿Cuántas personas viven en tu hogar, contándote a ti?' }).fill('3');
  await page.getByRole('textbox', { name: /¿Cuánto gasta tu hogar al mes\?/ }).fill('1800');
  await page.reload();
  await expect(pesel).toHaveValue('44051401359');
  await expect(idCard).toHaveValue('ABA300000');
  await expectNoAxeViolations(page);
  await shot(page, '33-wniosek');

  await continueButton(page).click();
  await expect(page).toHaveURL(`${BASE_PATH}/wniosek-uzupelnienie`);
  await expect(page.getByRole('heading', { level: 1, name: 'Un dato más para terminar tu solicitud' })).toBeFocused();
  await expectCalledOnce(request, id, 'wniosek', 34);
  expect(await stepAnswers(request, id, 'wniosek')).toEqual({
    answers: { pesel: '44051401359', idCardNumber: 'ABA300000', householdSize: 3, householdExpenses: 1800 },
    complete: false,
  });
});

test('wniosek completion (34): the account with its check digits, kept across a reload, sent once as complete', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 34, '/wniosek-uzupelnienie');
  const account = page.getByRole('textbox', { name: '¿En qué cuenta quieres recibir el préstamo?' });
  await continueButton(page).click();
  await expect(account).toHaveAccessibleDescription(/Escribe el número de cuenta/);
  await account.fill('61 1090 1014 0000 0712 1981 2875');
  await expect(account).toHaveAccessibleDescription(/Este número de cuenta tiene un error/);
  await account.fill('61 1090 1014 0000 0712 1981 2874');
  await page.reload();
  await expect(account).toHaveValue('61 1090 1014 0000 0712 1981 2874');
  await expectNoAxeViolations(page);
  await shot(page, '34-wniosek-uzupelnienie');

  await continueButton(page).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'wniosek', 10);
  expect(await stepAnswers(request, id, 'wniosek')).toEqual({ answers: { bankAccount: '61109010140000071219812874' }, complete: true });
});
