import AxeBuilder from '@axe-core/playwright';
import { BRANDS, ACTIVE_BRAND_ID } from '../../src/config/brands';
import { BASE_PATH, expect, readIndexedDb, test } from './fixtures';
import { webManifestFor } from '../../lead-api/src/web-manifest';

test.use({ serviceWorkers: 'allow' });

test.describe('storage and installability (DESIGN.md §4, §5, §9)', () => {
  test('when nothing can be stored, the applicant is told that a reload would lose their progress', async ({ page }) => {
    await page.addInitScript(() => {
      // Private-mode-like browser: IndexedDB and web storage both refuse (SPEC §4: the no-op store).
      Object.defineProperty(window, 'indexedDB', { get: () => ({ open: () => { throw new DOMException('blocked', 'SecurityError'); } }) });
      Storage.prototype.setItem = () => {
        throw new DOMException('quota', 'QuotaExceededError');
      };
    });
    await page.goto(`${BASE_PATH}/initial-details?amount=500&period=80`);
    await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
    await expect(page.getByText('Tus respuestas no se están guardando en este dispositivo.')).toBeVisible();
    await expect(page.getByText('Si recargas o cierras esta página, perderás tus respuestas')).toBeVisible();
    expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/offline-storage-noop.png' });
  });

  test('persistent storage is asked for once, when the applicant starts answering', async ({ page }) => {
    await page.addInitScript(() => {
      const calls = { persisted: 0, persist: 0 };
      (window as unknown as { persistCalls: typeof calls }).persistCalls = calls;
      navigator.storage.persisted = async () => (calls.persisted++, false);
      navigator.storage.persist = async () => (calls.persist++, true);
    });
    await page.goto(`${BASE_PATH}/initial-details`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const calls = () => page.evaluate(() => (window as unknown as { persistCalls: { persist: number } }).persistCalls.persist);
    await page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }).fill('ana@example.com');
    await expect.poll(calls).toBe(1);
    await page.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' }).fill('612345678');
    // Once the second answer is stored, whatever it could have triggered has run: still one request.
    await expect.poll(async () => ((await readIndexedDb(page, 'state')) as { data?: { contactDetails?: { phoneNumber?: string } } } | undefined)?.data?.contactDetails?.phoneNumber).toMatch(/612/);
    expect(await calls()).toBe(1);
  });

  test("the web app manifest is the brand in use's, linked from the page", async ({ page, request }) => {
    const brand = BRANDS.find((b) => b.id === ACTIVE_BRAND_ID)!;
    await page.goto(`${BASE_PATH}/`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `${BASE_PATH}/manifest.webmanifest`);
    const response = await request.get(`${BASE_PATH}/manifest.webmanifest`);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    // What the manifest holds is webManifestFor's unit test; here, that the brand in use's one is served.
    expect(await response.json()).toEqual(webManifestFor(brand));
    expect((await request.get(brand.favicon)).status()).toBe(200);
  });
});
