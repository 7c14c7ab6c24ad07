import { BASE_PATH, everythingStored, expect, test } from './fixtures';
import { openAtState, storedLead } from './after-offer-helpers';
import { PHONE_VIEWPORT, continueUrl } from './journey-outcome-helpers';

/**
 * A second device, a browser context of its own (issue 11, 28). The continue link copied and shared
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


test('the continue link is copied and shared, and opens the same offer in a fresh browser', async ({ page, context, request, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Chromium on Linux has no Web Share: a stand-in that records what would be shared.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  const { id } = await openAtState(page, request, 38, '/cofidis-offer');
  const urlCall = page.waitForRequest((req) => new URL(req.url()).pathname === `/api/v3/lead/url/${id}/continue`);
  await page.getByRole('button', { name: 'Conseguir el enlace' }).click();
  await urlCall;
  const link = page.getByRole('textbox', { name: 'Tu enlace para continuar' });
  await expect(link).toHaveValue(new RegExp(`${BASE_PATH}/continue/${id}$`));
  const url = await link.inputValue();

  await page.getByRole('button', { name: 'Copiar el enlace' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enlace copiado.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await page.getByRole('button', { name: 'Compartir el enlace' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url)).toBe(url);
  // On a wide screen, a QR code of the same link for the phone held up to it.
  const qr = page.getByRole('img', { name: 'Código QR con el enlace para continuar tu solicitud' });
  await expect(qr).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(qr).toBeVisible();
  expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  await page.setViewportSize(PHONE_VIEWPORT);

  // Another device: nothing stored, the link alone brings back the lead, its step and its offer.
  const other = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const phone = await other.newPage();
  await phone.goto(url);
  await expect(phone).toHaveURL(`${BASE_PATH}/cofidis-offer`, { timeout: 15_000 });
  await expect(phone.getByRole('heading', { level: 1, name: 'Tu oferta de Cofidis' })).toBeFocused();
  await expect(phone.getByRole('article', { name: 'Cofidis: 1000,00 €' }).getByRole('button', { name: 'Aceptar esta oferta' })).toBeVisible();
  await other.close();
});
