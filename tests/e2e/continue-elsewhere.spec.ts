import { BASE_PATH, expect, test } from './fixtures';
import { openAtState } from './after-offer-helpers';
import { PHONE_VIEWPORT, expectNoAxeViolations } from './journey-outcome-helpers';

/**
 * Continuing on another device (issue 11): the applicant asks for the link (GET
 * /v3/lead/url/{id}/continue), copies it (Clipboard API, or the select-and-copy fallback) or shares
 * it (Web Share API where the browser has it), and the link opened in a fresh browser resumes the
 * lead at its step, with its offer. A link that no longer works: journey-outcome-continue.spec.ts.
 */
test.use({ viewport: PHONE_VIEWPORT });

test('the continue link is copied and shared, and opens the same offer in a fresh browser', async ({ page, context, request, browser }) => {
  // Two browsers, an accessibility scan and a lead moved to its offer: near 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
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
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/s11-continue-link.png', fullPage: true });
  // On a wide screen, a QR code of the same link for the phone held up to it.
  const qr = page.getByRole('img', { name: 'Código QR con el enlace para continuar tu solicitud' });
  await expect(qr).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(qr).toBeVisible();
  expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  await page.screenshot({ path: '/tmp/s11-continue-qr.png' });
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

test('without the Clipboard API the link is still copied, or the applicant is told to copy it', async ({ page, request }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  });
  await openAtState(page, request, 9, '/instantor');
  await page.getByRole('button', { name: 'Conseguir el enlace' }).click();
  await expect(page.getByRole('textbox', { name: 'Tu enlace para continuar' })).toHaveValue(/\/continue\//);
  // No Web Share in this browser: no button that would do nothing.
  await expect(page.getByRole('button', { name: 'Compartir el enlace' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Copiar el enlace' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^(Enlace copiado\.|No hemos podido copiarlo: selecciona el enlace y cópialo tú\.)$/ })).toBeVisible();
});

test('a hand-off opened from the link on a fresh device asks for the partner page and shows it', async ({ page, request, browser }) => {
  const { id } = await openAtState(page, request, 19, '/moneyman-paylands');
  const other = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const phone = await other.newPage();
  const redirectCall = phone.waitForRequest((req) => new URL(req.url()).pathname === `/api/lead/${id}/redirect`);
  await phone.goto(`${BASE_PATH}/continue/${id}`);
  await expect(phone).toHaveURL(`${BASE_PATH}/moneyman-paylands`, { timeout: 15_000 });
  await redirectCall;
  await expect(phone.getByRole('link', { name: 'Ir a Paylands' })).toHaveAttribute('href', /\/partner\/bank-link\?/);
  await other.close();
});
