import { BASE_PATH, expect, test } from './fixtures';
import { PHONE_VIEWPORT, continueUrl, createLead, expectNoAxeViolations, screenshot, testEmail } from './journey-outcome-helpers';

test.use({ viewport: PHONE_VIEWPORT });

test('SMS verification: the code is checked, a wrong one is said at the field, a new one can be asked for, the right one moves on', async ({ page, request }) => {
  const id = await createLead(request, testEmail('sms'));
  await page.goto(await continueUrl(request, id));

  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/mobile-verification$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu móvil' })).toBeVisible();
  await expect(page.getByText(/Te hemos enviado un SMS con un código de 4 cifras al/)).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Escribe el código' });
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page);
  await screenshot(page, 'sms');

  // Nothing typed: the error summary takes focus and links to the field.
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Escribe el código del SMS' })).toBeVisible();

  // A wrong code: the server's 422 is shown at the field.
  await code.fill('1234');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Ese código no es correcto', { exact: false }).first()).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(/Ese código no es correcto/);
  await expectNoAxeViolations(page);
  await screenshot(page, 'sms-wrong-code');

  // A new code.
  const resend = page.waitForRequest((req) => req.url().endsWith('/api/v2/customer/mobile/resend-code') && req.method() === 'POST');
  await page.getByRole('button', { name: 'Enviarme un código nuevo' }).click();
  expect((await resend).postDataJSON()).toEqual({ leadId: id });
  await expect(page.getByText(/Te hemos enviado un código nuevo al/)).toBeVisible();

  // The right code (lead-api: always 0000) moves the lead on: accepted.
  const verify = page.waitForRequest((req) => req.url().endsWith('/api/v2/customer/mobile/verify'));
  await code.fill('0000');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  expect((await verify).postDataJSON()).toEqual({ leadId: id, code: '0000' });
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/accepted$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' })).toBeVisible();
});
