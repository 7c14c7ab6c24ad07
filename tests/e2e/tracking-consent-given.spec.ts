import { expect, readIndexedDb, steady, test } from './fixtures';
import { LANDING } from './journey-form-helpers';
import { PHONE_VIEWPORT } from './journey-outcome-helpers';
import { consentDialog, expectDialogAccessible, standInVendors, withTracking } from './tracking-support';

/**
 * DESIGN.md §11: consent is an unambiguous act (GDPR, EDPB guidelines 05/2020). The banner
 * never takes the focus from what the applicant types, no button is pre-focused, and Escape leaves
 * the choice undecided with nothing loaded.
 */
test.use({ viewport: PHONE_VIEWPORT });

test('typing while the banner appears: every keystroke lands, Enter sends no consent, Escape leaves it undecided and nothing loads', async ({ page }) => {
  const vendors = await standInVendors(page);
  await withTracking(page);
  await page.goto(LANDING);
  const email = page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' });
  await email.click();
  await page.keyboard.type('ana.');
  await expect(consentDialog(page)).toBeVisible();
  await page.keyboard.type('garcia@example.com');
  await expect(email).toHaveValue('ana.garcia@example.com');
  await expect(email).toBeFocused();

  // Enter ("Ir" on a phone's keyboard) is the form's: the step answers it, the banner does not.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(consentDialog(page)).toBeVisible();
  expect(await readIndexedDb(page, 'consent')).toBeUndefined();
  await expect(consentDialog(page).getByRole('link', { name: /Política de privacidad/ })).toHaveAttribute('href', /\/policy\/privacy\?lang=es$/);
  await expectDialogAccessible(page);

  await page.keyboard.press('Escape');
  await expect(consentDialog(page)).toBeHidden();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  expect(await readIndexedDb(page, 'consent')).toBeUndefined();
  expect(await steady(async () => vendors.scripts.length + vendors.thirdParty.length + vendors.calls.length)).toBe(0);
  expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');

  // Undecided is not a choice: the next page asks again.
  await page.reload();
  await expect(consentDialog(page)).toBeVisible();
});
