import type { Page } from '@playwright/test';
import { BASE_PATH, expect, test } from './fixtures';
import { expectCalledOnce, openAtState, storedLead } from './after-offer-helpers';
import { PHONE_VIEWPORT, expectNoAxeViolations } from './journey-outcome-helpers';

/**
 * The steps the server sends an applicant to that ask lead data points or the vehicle (states 8, 16,
 * 21, 22, 26, 32): each reached through sandbox data and /continue, a missing answer said at its
 * field, answers kept across a reload, no axe violation, and the call sent once to lead-api, which
 * moves the lead on to accepted.
 */
test.use({ viewport: PHONE_VIEWPORT });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' });

async function expectAccepted(page: Page) {
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' })).toBeFocused();
}

async function clearAndSayMissing(page: Page, field: ReturnType<Page['getByRole']>) {
  await field.fill('');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

test('employment details (8): the employer\'s address asked, kept across a reload, sent once', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 8, '/employment-details');
  const postcode = page.getByRole('textbox', { name: '¿Cuál es el código postal de tu empresa?' });
  await clearAndSayMissing(page, postcode);
  await postcode.fill('46001');
  await page.getByRole('textbox', { name: '¿En qué localidad está tu empresa?' }).fill('Valencia');
  await page.reload();
  await expect(postcode).toHaveValue('46001');
  await expectNoAxeViolations(page);
  await continueButton(page).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'employmentDetails', 10);
});

test('vehicle (16): models of the chosen make, the plate checked, kept across a reload, sent once', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 16, '/vehicle');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toBeFocused();
  const make = page.getByRole('combobox', { name: '¿De qué marca es?' });
  await expect(make).toHaveAttribute('aria-invalid', 'true');
  await make.selectOption({ label: 'SEAT' });
  await page.getByRole('combobox', { name: '¿Qué modelo es?' }).selectOption({ label: 'Ibiza' });
  await page.getByRole('textbox', { name: /matrícula/ }).fill('1234 BCD');
  await page.getByRole('group', { name: '¿Lo sigues pagando?' }).getByRole('radio', { name: 'No' }).check();
  await page.reload();
  await expect(page.getByRole('combobox', { name: '¿Qué modelo es?' })).toHaveValue(/Ibiza/);
  await expectNoAxeViolations(page);
  await continueButton(page).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'vehicle', 10);
});

test('additional employment details (21): job and contract asked, kept across a reload, sent once', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 21, '/additional-employment-details');
  const jobTitle = page.getByRole('textbox', { name: '¿Cuál es tu puesto de trabajo?' });
  await clearAndSayMissing(page, jobTitle);
  await page.getByRole('textbox', { name: '¿Cuál es el código postal de tu empresa?' }).fill('46001');
  await page.getByRole('textbox', { name: '¿En qué localidad está tu empresa?' }).fill('Valencia');
  await jobTitle.fill('Dependienta');
  await page.getByRole('radio', { name: 'Indefinido' }).check();
  const started = page.getByRole('group', { name: '¿Cuándo empezó tu contrato actual?' });
  await started.getByRole('textbox', { name: 'Día' }).fill('1');
  await started.getByRole('textbox', { name: 'Mes' }).fill('3');
  await started.getByRole('textbox', { name: 'Año' }).fill('2021');
  await page.reload();
  await expect(jobTitle).toHaveValue('Dependienta');
  await expectNoAxeViolations(page);
  await continueButton(page).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'employmentDetails', 10);
});

test('additional personal details (22): birth country, nationality and identity document, kept across a reload, sent once', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 22, '/additional-personal-details');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toBeFocused();
  const country = page.getByRole('combobox', { name: '¿En qué país naciste?' });
  await expect(country).toHaveAttribute('aria-invalid', 'true');
  await country.selectOption({ label: 'España' });
  await page.getByRole('combobox', { name: '¿Cuál es tu nacionalidad?' }).selectOption({ label: 'España' });
  const documentNumber = page.getByRole('textbox', { name: '¿Cuál es el número de tu documento de identidad?' });
  await documentNumber.fill('12345678Z');
  const issued = page.getByRole('group', { name: '¿Cuándo se expidió tu documento de identidad?' });
  await issued.getByRole('textbox', { name: 'Día' }).fill('15');
  await issued.getByRole('textbox', { name: 'Mes' }).fill('6');
  await issued.getByRole('textbox', { name: 'Año' }).fill('2020');
  await page.reload();
  await expect(country).toHaveValue(/.+/);
  await expectNoAxeViolations(page);
  await continueButton(page).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'personalDetails', 10);
});

test('credit details (26): other loans asked, kept across a reload, sent once with the loan asked for', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 26, '/credit-details');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toBeFocused();
  const otherLoans = page.getByRole('group', { name: '¿Tienes otros préstamos?' });
  await otherLoans.getByRole('radio', { name: 'No' }).check();
  await page.reload();
  await expect(otherLoans.getByRole('radio', { name: 'No' })).toBeChecked();
  await expectNoAxeViolations(page);
  await continueButton(page).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'creditDetails', 10);
});

test('reference details (32): who and how to reach them, the phone checked, kept across a reload, sent once', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 32, '/reference-details');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await page.getByRole('radio', { name: 'Familiar' }).check();
  await page.getByRole('textbox', { name: '¿Cuál es su nombre completo?' }).fill('Ana López');
  const phone = page.getByRole('textbox', { name: '¿Cuál es su número de teléfono?' });
  await phone.pressSequentially('12');
  await continueButton(page).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill('');
  await phone.pressSequentially('612345679');
  await page.reload();
  await expect(page.getByRole('textbox', { name: '¿Cuál es su nombre completo?' })).toHaveValue('Ana López');
  await expectNoAxeViolations(page);
  await continueButton(page).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'referenceDetails', 10);
});

test('reference information (25) in the dynamic flow: the reference questions, sent once with the lead as an update', async ({ page, request }) => {
  const updates: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/v3/lead')) updates.push(r.headers()['idempotency-key'] ?? '');
  });
  const { id } = await openAtState(page, request, 25, '/reference-information');
  await expect(page.getByRole('heading', { level: 1, name: '¿Quién puede dar referencias sobre ti?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Compañero/a de trabajo' }).check();
  await page.getByRole('textbox', { name: '¿Cuál es su nombre completo?' }).fill('Ana López');
  await page.getByRole('textbox', { name: '¿Cuál es su número de teléfono?' }).pressSequentially('612345679');
  await page.reload();
  await expect(page.getByRole('textbox', { name: '¿Cuál es su nombre completo?' })).toHaveValue('Ana López');
  await expectNoAxeViolations(page);
  await continueButton(page).click();
  await expect(page).not.toHaveURL(`${BASE_PATH}/reference-information`);
  await expect.poll(async () => (await storedLead(request, id)).lead.referenceDetails).toMatchObject({ name: 'Ana López' });
  expect(updates).toHaveLength(1);
});
