import { BASE_PATH, expect, test, untilStored } from './fixtures';
import { cutNetwork, readIndexedDb, restoreNetwork, visitUntilControlled, type StoredState } from './offline-support';
import { expectNoAxeViolations } from './journey-outcome-helpers';
import { openAtState } from './after-offer-helpers';

test.use({ serviceWorkers: 'allow' });

test.describe('offline: the app shell, translations and answers without a network (DESIGN.md §5)', () => {
  test('after one visit, a reload with no network shows the current step with its answers and translations', async ({ page, context }) => {
    await visitUntilControlled(page, `${BASE_PATH}/initial-details?amount=500&period=80`);
    await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
    // The worker precached this deployment's brand and locale (es-solcredito, es), no other's.
    const precached = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.includes('precache'));
      const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
      return requests.flat().map((request) => new URL(request.url).pathname);
    });
    const folders = precached.flatMap((path) => /\/(?:locales|brands)\/([^/]+)\//.exec(path)?.[1] ?? []);
    expect(new Set(folders)).toEqual(new Set(['es', 'es-solcredito']));
    expect(precached.filter((path) => /\/assets\/es-solcredito-[\w-]+\.css$/.test(path))).toHaveLength(1);
    expect(precached.some((path) => /\/assets\/(pl-zlotowka|de-kreditwerk)-/.test(path) || path.includes('/analytics-'))).toBe(false);
    // The phone rules load on use (scripts/on-demand-chunks.ts): stored when this first visit loaded them, not precached.
    expect(precached.some((path) => /\/assets\/phone-rules-/.test(path))).toBe(false);
    const email = page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' });
    await email.fill('ana.offline@example.com');
    await untilStored(page, 'ana.offline@example.com');

    await cutNetwork(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Estás sin conexión' })).toHaveText(
      'Estás sin conexión. Tus respuestas se guardan en este dispositivo.',
    );
    await expect(page.getByText('Quiero 500 € a 80 días')).toBeVisible();
    await expect(email).toHaveValue('ana.offline@example.com');
    // Formatted as typed: the phone rules came from the worker's cache.
    const phone = page.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' });
    await phone.pressSequentially('612345678');
    await expect(phone).toHaveValue('612 34 56 78');
    const state = (await readIndexedDb(page, 'state')) as StoredState;
    expect(state.data).toMatchObject({ amount: 500, period: 80, contactDetails: { email: 'ana.offline@example.com' } });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });

    await restoreNetwork(context);
    await expect(page.getByRole('status').filter({ hasText: 'Estás sin conexión' })).toHaveCount(0);
  });

  test('a screen after the offer, not precached, reloads with no network once it has been shown, on a first visit too', async ({ page, context, request }) => {
    // A first visit: no worker controls the page when the screen's chunk loads.
    await openAtState(page, request, 7, '/mobile-verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu móvil' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cached = (cacheName: 'precache' | 'app-chunks') =>
      page.evaluate(async (part) => {
        const names = (await caches.keys()).filter((name) => name.includes(part));
        const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
        return requests.flat().map((request) => new URL(request.url).pathname);
      }, cacheName);
    // Stored when the page told the worker what it had loaded, not downloaded with the precache.
    await expect.poll(async () => (await cached('app-chunks')).some((path) => /\/assets\/mobile-verification-[\w-]+\.js$/.test(path))).toBe(true);
    expect((await cached('precache')).some((path) => /\/assets\/mobile-verification-/.test(path))).toBe(false);

    await cutNetwork(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu móvil' })).toBeVisible();
    await restoreNetwork(context);
  });
});
