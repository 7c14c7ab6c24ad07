import { BASE_PATH, everythingStored, expect, test } from './fixtures';
import { openAtState, storedLead } from './after-offer-helpers';
import { PHONE_VIEWPORT, continueUrl } from './journey-outcome-helpers';

/**
 * A second device, a browser context of its own. The continue link copied and shared
 * from the real clipboard opens the same step in a fresh browser. Decided is final: the applicant
 * finishes on a second device while the first is still open mid-step with older answers; the first
 * device's later write is refused (409 lead_decided), its screen shows the outcome and keeps none of
 * the answers, and the lead stays as the second device left it. The link's screen and the hand-off
 * opened on a fresh device: tests/component/handoffs.test.tsx.
 */
test.use({ viewport: PHONE_VIEWPORT });

test('a second device finishing first leaves the first device\u2019s later write refused, its screen on the outcome and the lead unchanged', async ({ page, browser, request }) => {
  const { id } = await openAtState(page, request, 23, '/marital-details');
  await page.getByRole('radio', { name: 'Casado/a' }).check();
  await page.getByRole('textbox', { name: '¿Cómo se llama tu cónyuge o pareja?' }).fill('Mallory');
  await page.getByRole('textbox', { name: '¿Cuál es su apellido?' }).fill('Stale');
  await page.getByRole('textbox', { name: /¿Cuánto gana tu pareja al mes/ }).fill('900');

  // The second device: the continue link, the same step, finished there.
  const secondDevice = await browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'es-ES', serviceWorkers: 'block' });
  try {
    const phone = await secondDevice.newPage();
    await phone.goto(await continueUrl(request, id));
    await expect(phone).toHaveURL(`${BASE_PATH}/marital-details`, { timeout: 15_000 });
    await phone.getByRole('radio', { name: 'Soltero/a' }).check();
    await phone.getByRole('button', { name: 'Continuar' }).click();
    await expect(phone).toHaveURL(`${BASE_PATH}/accepted`);
  } finally {
    await secondDevice.close();
  }
  const decided = await storedLead(request, id);
  expect(decided.state).toBe(10);

  // The first device walks on with its older answers: refused, and shown the outcome instead.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' })).toBeFocused();
  expect(await storedLead(request, id)).toEqual(decided);
  expect(decided.steps?.maritalDetails).toEqual({ maritalStatus: 'single' });
  // Its stale answers are forgotten from every store of the device.
  await expect.poll(async () => (await everythingStored(page)).includes('Mallory')).toBe(false);
});

