import { BASE_PATH, expect, test } from './fixtures';
import { PHONE_VIEWPORT, expectNoAxeViolations, screenshot } from './journey-outcome-helpers';

test.use({ viewport: PHONE_VIEWPORT });

test('unsubscribe: from the e-mail link in one press, or by typing the address, with errors said at the field', async ({ page }) => {
  // Typed: an empty and a malformed address are caught before anything is sent.
  await page.goto(`${BASE_PATH}/unsubscribe`);
  await expect(page.getByRole('heading', { level: 1, name: 'Darte de baja de nuestros correos' })).toBeVisible();
  const email = page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' });
  await expect(email).toHaveAttribute('autocomplete', 'email');
  await expect(email).toHaveAttribute('inputmode', 'email');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Escribe tu correo electrónico' })).toBeVisible();
  await email.fill('ana@');
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/formato correcto/);
  await expectNoAxeViolations(page);
  await screenshot(page, 'unsubscribe-error');

  const sent = page.waitForRequest((req) => req.url().includes('/api/customer/email/unsubscribe?'));
  await email.fill('ana@example.com');
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  const request = await sent;
  expect(request.method()).toBe('POST');
  expect(new URL(request.url()).searchParams.get('email')).toBe('ana@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Te has dado de baja' })).toBeVisible();
  await expect(page.getByText('Ya no enviaremos correos publicitarios a ana@example.com.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'unsubscribe-done');

  // From the link in an e-mail: the address is there; one press confirms.
  await page.goto(`${BASE_PATH}/unsubscribe?email=${encodeURIComponent('luis+news@example.com')}`);
  await expect(email).toHaveValue('luis+news@example.com');
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByText('Ya no enviaremos correos publicitarios a luis+news@example.com.')).toBeVisible();
});
