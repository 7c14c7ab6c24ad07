import type { Page } from '@playwright/test';
import { BASE_PATH, expect, test } from './fixtures';
import { expectCalledOnce, openAtState } from './after-offer-helpers';
import { PHONE_VIEWPORT, expectNoAxeViolations } from './journey-outcome-helpers';

test.use({ viewport: PHONE_VIEWPORT });

const CREDIT_CHECK = 'Autorizo la consulta de mis datos en ficheros de solvencia patrimonial y crédito.';
const PARTNER_TRANSFER = 'Acepto que mi solicitud se envíe a la entidad que me ofrece el préstamo.';
const PARTNER_MARKETING = 'Acepto recibir comunicaciones comerciales de la entidad. (opcional)';
const REQUIRED_MESSAGE = /Marca esta casilla para continuar: la entidad no puede seguir sin este consentimiento/;

const screenshot = (page: Page, name: string) => page.screenshot({ path: `/tmp/s9b-${name}.png`, fullPage: true });

test('policy consents (20): the required ones are asked at their checkbox, ticks survive a reload, the policy call is sent once', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 20, '/consents');
  await expect(page).toHaveTitle(/^Da tus consentimientos – /);
  const creditCheck = page.getByRole('checkbox', { name: CREDIT_CHECK });
  const partnerTransfer = page.getByRole('checkbox', { name: PARTNER_TRANSFER });
  const marketing = page.getByRole('checkbox', { name: PARTNER_MARKETING });
  await expect(creditCheck).not.toBeChecked();
  await expect(marketing).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'consents-20');

  // Continue without the required ones: the error at each, and in the summary that takes the focus.
  await page.getByRole('button', { name: 'Continuar' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: REQUIRED_MESSAGE })).toHaveCount(2);
  await expect(creditCheck).toHaveAccessibleDescription(REQUIRED_MESSAGE);
  await expect(partnerTransfer).toHaveAccessibleDescription(REQUIRED_MESSAGE);
  await expect(marketing).not.toHaveAccessibleDescription(REQUIRED_MESSAGE);
  await expect(page).toHaveTitle(/^Error: Da tus consentimientos/);
  await expectNoAxeViolations(page);
  await screenshot(page, 'consents-20-error');

  // A tick is kept on this device: a reload shows it.
  await creditCheck.check();
  await expect(creditCheck).not.toHaveAccessibleDescription(REQUIRED_MESSAGE);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Da tus consentimientos' })).toBeVisible();
  await expect(creditCheck).toBeChecked();
  await expect(partnerTransfer).not.toBeChecked();

  await partnerTransfer.check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await expectCalledOnce(request, id, 'policy', 10);
});

test('Advanzia consents (29): saved with POST /customer/{id}/consents; labels wrap at 200 % text', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 29, '/advanzia-consents');
  await expect(page.getByRole('heading', { level: 1, name: 'Tus consentimientos para Advanzia Bank' })).toBeFocused();

  // WCAG 1.4.4: at 200 % text nothing runs out of the page sideways.
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  await expect(page.getByRole('checkbox', { name: CREDIT_CHECK })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  const label = await page.getByText(CREDIT_CHECK).boundingBox();
  expect(label && label.x + label.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  await screenshot(page, 'consents-29-200pct');
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  await expectNoAxeViolations(page);
  await screenshot(page, 'consents-29');

  await page.getByRole('checkbox', { name: CREDIT_CHECK }).check();
  await page.getByRole('checkbox', { name: PARTNER_TRANSFER }).check();
  await page.getByRole('checkbox', { name: PARTNER_MARKETING }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await expectCalledOnce(request, id, 'consents', 10);
  // What the server now holds is what was ticked.
  const saved = (await (await request.get(`/api/customer/${id}/consents`)).json()) as { consents: { key: string; value: boolean }[] };
  expect(Object.fromEntries(saved.consents.map((consent) => [consent.key, consent.value]))).toEqual({ creditCheck: true, partnerTransfer: true, partnerMarketing: true });
});

for (const { state, route, title, call } of [
  { state: 35, route: '/dynamic-consents', title: 'Revisa tus consentimientos', call: 'dynamicPolicy' },
  { state: 36, route: '/tfbank-consents', title: 'Tus consentimientos para TF Bank', call: 'consents' },
]) {
  test(`consents (${state}): the same step with its own words and call (${call})`, async ({ page, request }) => {
    const { id } = await openAtState(page, request, state, route);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshot(page, `consents-${state}`);
    await page.getByRole('checkbox', { name: CREDIT_CHECK }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('checkbox', { name: PARTNER_TRANSFER })).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    await page.getByRole('checkbox', { name: PARTNER_TRANSFER }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
    await expectCalledOnce(request, id, call, 10);
  });
}
