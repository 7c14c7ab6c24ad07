import { untilStored } from '../e2e/fixtures';
import { expectValue } from '../e2e/journey-form-helpers';
import { loadedFilesCachedInPage } from '../e2e/offline-support';
import { BASE_PATH, expect, test } from './fixtures';

/** DESIGN.md §5 in each engine: the service worker serves the app shell, its translations and chunks when the server is gone. */
test('after one visit, a reload with the server gone is served by the service worker: the step, its answers, its phone rules', async ({ tab, site }) => {
  await tab.goto(`${BASE_PATH}/initial-details?amount=500&period=80`);
  const heading = tab.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
  await heading.waitFor();
  await expect.poll(() => tab.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  const email = tab.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' });
  await email.fill('ana.offline@example.com');
  await untilStored(tab, 'ana.offline@example.com');
  await expect.poll(() => tab.evaluate(loadedFilesCachedInPage, BASE_PATH), { timeout: 20_000 }).toBe(true);

  site.cut();
  await tab.reload();
  await heading.waitFor();
  await tab.getByText('Quiero 500 € a 80 días').waitFor();
  await expectValue(email, 'ana.offline@example.com');
  // Formatted as typed: the phone rules came from the worker's cache.
  const phone = tab.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' });
  await phone.pressSequentially('612345678');
  await expectValue(phone, '612 34 56 78');
  site.cut(false);
});
