import { BASE_PATH, expect, steady, test } from './fixtures';
import { openAtState, expectCalledOnce, storedLead } from './after-offer-helpers';
import { PHONE_VIEWPORT, expectNoAxeViolations, screenshot } from './journey-outcome-helpers';

test.use({ viewport: PHONE_VIEWPORT });

test('SMS verification (7): one code sent, a wrong one said at the field, a new one after the countdown, the right one (spaced as copied) moves on', async ({ page, request }) => {
  await page.clock.install();
  const { id } = await openAtState(page, request, 7, '/mobile-verification');
  await expect(page).toHaveTitle(/^Revisa tu móvil – /);
  await expect(page.getByText(/Te hemos enviado un SMS con un código de 4 cifras al \*+678/)).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Escribe el código' });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page);
  await screenshot(page, 'after-offer-7');

  // A reload does not send a second code while the first may still arrive.
  await page.reload();
  await expect(page.getByText(/Te hemos enviado un SMS/)).toBeVisible();
  await expect.poll(async () => (await (await request.get('/api/__test/leads')).json()).leads.find((l: { id: string }) => l.id === id).calls.mobileVerification).toBe(1);

  await code.fill('1234');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(code).toHaveAccessibleDescription(/Ese código no es correcto/);
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page).toHaveTitle(/^Error: Revisa tu móvil/);

  // A new code only after the countdown; asking for it clears the old error and puts the focus in the field.
  const resend = page.getByRole('button', { name: 'Enviarme un código nuevo' });
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText(/Podrás pedir un código nuevo dentro de \d+ segundos/)).toBeVisible();
  await page.clock.fastForward(31_000);
  await expect(resend).not.toHaveAttribute('aria-disabled', 'true');
  await resend.click();
  await expect(code).toBeFocused();
  await expect(code).toHaveValue('');
  await expect(page.getByText(/Ese código no es correcto/)).toHaveCount(0);
  await expect(page.getByText(/Te hemos enviado un código nuevo al/)).toBeVisible();

  // Typed as people copy it from the SMS (issue 28).
  await code.pressSequentially('0 0 0 0');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' })).toBeFocused();
  await expectCalledOnce(request, id, 'mobileVerify', 10);
});

test('change mobile number (15): a new number gets the code, and the applicant is back at verification', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 7, '/mobile-verification');
  await page.getByRole('link', { name: '¿El número no es correcto? Cambia tu móvil' }).click();
  await expect(page).toHaveURL(`${BASE_PATH}/change-mobile-number`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cambia tu número de móvil' })).toBeFocused();
  const phone = page.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' });
  await phone.fill('');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await phone.pressSequentially('698765432');
  await expectNoAxeViolations(page);
  await screenshot(page, 'after-offer-15');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(`${BASE_PATH}/mobile-verification`);
  await expect(page.getByText(/Te hemos enviado un SMS con un código de 4 cifras al \*+432/)).toBeVisible();
  await expectCalledOnce(request, id, 'mobileChange', 7);
  expect((await (await request.get('/api/__test/leads')).json()).leads.find((l: { id: string }) => l.id === id).calls.mobileVerification).toBe(1);
});

test('SMS verification (7): opening the step in two more tabs sends no second SMS (issue 28)', async ({ page, context, request }) => {
  const { id } = await openAtState(page, request, 7, '/mobile-verification');
  await expect(page.getByText(/Te hemos enviado un SMS con un código de 4 cifras al \*+678/)).toBeVisible();
  await expect.poll(async () => (await storedLead(request, id)).calls?.mobileVerification).toBe(1);
  const sends: string[] = [];
  context.on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith('/lead/mobile/verification')) sends.push(sent.url());
  });
  for (const _tab of [2, 3]) {
    const tab = await context.newPage();
    await tab.goto(`${BASE_PATH}/mobile-verification`);
    await expect(tab.getByRole('heading', { level: 1, name: 'Revisa tu móvil' })).toBeVisible();
    await expect(tab.getByText(/Te hemos enviado un SMS con un código de 4 cifras al \*+678/)).toBeVisible();
  }
  expect(await steady(async () => sends.length)).toBe(0);
  expect((await storedLead(request, id)).calls?.mobileVerification).toBe(1);
});
