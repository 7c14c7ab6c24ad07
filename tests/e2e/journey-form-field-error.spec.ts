import { BASE_PATH, expect, test } from './fixtures';
import { LANDING, fillInitialDetails } from './journey-form-helpers';

// lead-api README, test data: `field-error.<dataPoint>@…` answers every lead write with 422 on that data point.
const EMAIL = 'field-error.contactDetails.postalCode@example.com';

test('a 422 on contactDetails.postalCode brings the applicant to address-information, the message at the postcode', async ({ page }) => {
  await page.goto(LANDING);
  await fillInitialDetails(page, EMAIL);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(`${BASE_PATH}/address-information`);
  await expect(page.getByRole('heading', { level: 1, name: '¿Cuál es tu dirección?' })).toBeVisible();
  const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
  await expect(summary).toBeFocused();
  const message = 'Escribe un código postal válido, como 28013';
  await expect(summary.getByRole('link', { name: message })).toBeVisible();

  const postcode = page.getByRole('textbox', { name: '¿Cuál es tu código postal?' });
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(postcode).toHaveAccessibleDescription(new RegExp(message));

  // The summary's link moves focus to the field; answering it clears the server's error.
  await summary.getByRole('link', { name: message }).click();
  await expect(postcode).toBeFocused();
  await postcode.fill('28013');
  await expect(postcode).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(message)).toHaveCount(0);
});
