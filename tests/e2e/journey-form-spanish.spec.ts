import type { Page } from '@playwright/test';
import { BASE_PATH, everythingStored, expect, test } from './fixtures';
import { LANDING, answerEveryDynamicStep, continueTo, fillInitialDetails } from './journey-form-helpers';
import { PHONE_VIEWPORT, expectNoAxeViolations } from './journey-outcome-helpers';
import { consentDialog, expectTabNeverBehindBanner, withTracking } from './tracking-support';

/** Once the decision is final, no answer of the applicant stays in any storage (the first name greets them). */
async function expectNoPersonalAnswers(page: Page, email: string) {
  const answers = [email, '612345678', 'García', '12345678Z', 'ES9121000418450200051332', 'Calle Mayor', 'Mercadona'];
  await expect.poll(async () => {
    const stored = await everythingStored(page);
    return answers.filter((answer) => stored.toLowerCase().includes(answer.toLowerCase()));
  }).toEqual([]);
}

test.use({ viewport: PHONE_VIEWPORT });

/** Each step axe clean, and walked by keyboard with the consent banner open: no focused control behind it. */
async function checkStep(page: Page, path: string) {
  await expectNoAxeViolations(page);
  // A dynamic step showing its errors, axe clean too.
  if (path === '/name') {
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('link', { name: 'Escribe tu nombre' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // Checking waits for the decision: it has no control of its own to walk to.
  if (path !== '/checking') await expectTabNeverBehindBanner(page);
}

test('the Spanish brand on a phone: from a landing URL through every dynamic step (each one axe clean, also its errors and the loan dialog; Tab never behind the open consent banner) to checking, then accepted', async ({ page }) => {
  await withTracking(page);
  await page.goto(LANDING);
  await expect(consentDialog(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
  await expect(page.getByText('Quiero 500 € a 75 días')).toBeVisible();

  await expect(page.getByRole('checkbox', { name: /condiciones generales/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // Continue on the empty step: its error summary takes the focus, and is axe clean too.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Hay un problema' })).toBeFocused();
  await expectNoAxeViolations(page);

  // The loan choice opens in a dialog: amount beside period, and focus comes back to "Cambiar".
  await page.getByRole('button', { name: /Cambiar/ }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cuánto necesitas y durante cuánto tiempo?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: '¿Cuánto dinero necesitas?' }).fill('1200');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Quiero 1200 € a 75 días')).toBeVisible();
  await expect(page.getByRole('button', { name: /Cambiar/ })).toBeFocused();

  await expectTabNeverBehindBanner(page);
  const email = `accepted+${Date.now()}@example.com`;
  await fillInitialDetails(page, email);
  await continueTo(page, '/loan-purpose');
  await expect(page.getByText(/Paso 2 de \d+/)).toBeVisible();
  await expect(page.getByText('Tu préstamo', { exact: true })).toBeVisible();
  await checkStep(page, '/loan-purpose');
  await answerEveryDynamicStep(page, { afterStep: (path) => checkStep(page, path) });

  await expect(page).toHaveURL(`${BASE_PATH}/accepted`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' })).toBeVisible();
  await expect(page.getByText('1200 €')).toBeVisible();
  await expectNoPersonalAnswers(page, email);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' })).toBeVisible();
  await expect(page.getByText('1200 €')).toBeVisible();
});
