import { expect, readIndexedDb, steady, test } from './fixtures';
import { LANDING, continueTo, fillInitialDetails } from './journey-form-helpers';
import { PHONE_VIEWPORT } from './journey-outcome-helpers';
import { callsOf, consentDialog, expectDialogAccessible, readLedger, standInVendors, withTracking } from './tracking-support';

test.use({ viewport: PHONE_VIEWPORT });

test('nothing loads before consent; the dialog offers accept, reject and choose alike, and is accessible', async ({ page, context }) => {
  const vendors = await standInVendors(page);
  await withTracking(page);
  await page.goto(LANDING);
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  const buttons = dialog.getByRole('button');
  await expect(buttons).toHaveText(['Aceptar todo', 'Rechazar todo', 'Elegir']);
  // Equally prominent: the three answers have the same size.
  const boxes = await Promise.all([0, 1, 2].map(async (index) => (await buttons.nth(index).boundingBox())?.height));
  expect(new Set(boxes).size).toBe(1);
  await expectDialogAccessible(page);

  // Consent Mode v2 waits in dataLayer, denied; no tag, no tracking cookie, no third-party request.
  await expect.poll(() => page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []))).toContain('"ad_storage":"denied"');
  expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');
  expect(vendors.scripts).toEqual([]);
  expect(vendors.thirdParty).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => /^_(fbp|fbc|ttp|ga|gcl)/.test(name))).toEqual([]);

  await dialog.getByRole('button', { name: 'Elegir' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Publicidad' })).not.toBeChecked();
  await expectDialogAccessible(page);
});

test('reject all: a lead is made and nothing reaches any platform; the choice is stored and changeable from the footer', async ({ page }) => {
  const vendors = await standInVendors(page);
  await withTracking(page);
  await page.goto(LANDING);
  await consentDialog(page).getByRole('button', { name: 'Rechazar todo' }).click();
  await expect(consentDialog(page)).toBeHidden();
  const stored = (await readIndexedDb(page, 'consent')) as { version: number; decidedAt: number; choices: Record<string, boolean> };
  expect(stored).toMatchObject({ version: 1, choices: { analytics: false, marketing: false, sessionRecording: false } });
  expect(stored.decidedAt).toBeGreaterThan(Date.now() - 60_000);

  await fillInitialDetails(page, `accepted+${Date.now()}@example.com`);
  await continueTo(page, '/loan-purpose');
  // The lead moment is recorded (once-only bookkeeping) and settled as skipped: nothing waits, nothing is sent.
  await expect.poll(async () => (await readLedger(page)).recorded.some((key) => key.endsWith(':lead'))).toBe(true);
  await expect.poll(async () => (await readLedger(page)).events).toEqual([]);
  expect(await steady(async () => vendors.calls.length)).toBe(0);
  expect(vendors.scripts).toEqual([]);
  expect(vendors.thirdParty).toEqual([]);

  // A reload does not ask again; the footer does.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(consentDialog(page)).toBeHidden();
  await page.getByRole('button', { name: 'Configuración de privacidad' }).click();
  await expect(consentDialog(page)).toBeVisible();
  await consentDialog(page).getByRole('checkbox', { name: 'Publicidad' }).check();
  await consentDialog(page).getByRole('button', { name: 'Guardar mi elección' }).click();
  await expect(consentDialog(page)).toBeHidden();
  await expect.poll(async () => ((await readIndexedDb(page, 'consent')) as { choices: Record<string, boolean> }).choices).toEqual({ analytics: false, marketing: true, sessionRecording: false });
  // Consented later: the tags load now, and the moment refused before stays unsent.
  await expect.poll(() => [...new Set(vendors.scripts)].sort()).toEqual(['google', 'meta', 'tiktok']);
  expect(callsOf(vendors, 'meta', 'track')).toEqual([]);
});
