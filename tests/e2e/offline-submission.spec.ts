import { BASE_PATH, expect, leadsFor, pendingInOutbox, readIndexedDb, storageKeysHolding, test } from './fixtures';
import { fillInitialDetails } from './journey-form-helpers';
import { cutNetwork, restoreNetwork, visitUntilControlled } from './offline-support';
import { expectNoAxeViolations } from './journey-outcome-helpers';

test.use({ serviceWorkers: 'allow' });

const OFFLINE_WAITING =
  'Estás sin conexión. Tus respuestas se guardan en este dispositivo. Lo que has enviado está en espera y se enviará cuando vuelvas a tener conexión.';
const SENT = /^Vuelves a tener conexión\. Enviado a las \d{1,2}:\d{2}\.$/;

test.describe('offline: a submission waits and is sent once on reconnect (DESIGN.md §5, §9)', () => {
  {
    test('a lead submitted offline, then the page reloaded offline, is sent once when the network is back', async ({ page, context, request }) => {
      test.setTimeout(60_000);
      const email = `accepted+offlinereload${Date.now()}@example.com`;
      await visitUntilControlled(page, `${BASE_PATH}/initial-details?amount=500&period=80`);
      await fillInitialDetails(page, email);
      const status = page.getByRole('status').filter({ hasText: /^(Estás sin conexión|Vuelves a tener conexión)/ });

      await cutNetwork(context);
      const submittedAt = await page.evaluate(() => Date.now());
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(status).toHaveText(OFFLINE_WAITING);
      // One status line speaks for every waiting submission (the layout's), not one per screen.
      await expect(page.getByRole('status').filter({ hasText: 'No tienes conexión' })).toHaveCount(0);
      await expect(page).toHaveURL(/\/initial-details/);
      // The waiting write has one stored copy, the outbox's: the Query cache saved since holds none.
      await expect.poll(async () => ((await readIndexedDb(page, 'queryCache')) as { timestamp?: number } | undefined)?.timestamp ?? 0).toBeGreaterThan(submittedAt);
      expect(await storageKeysHolding(page, email)).toEqual(['state', 'submissionOutbox']);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(page);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(status).toHaveText(OFFLINE_WAITING);
      // Kept on the device, waiting: in the outbox, not on the server.
      await expect.poll(async () => pendingInOutbox(page)).toBe(1);
      expect(await leadsFor(request, email)).toBe(0);

      await restoreNetwork(context);
      await expect(status).toHaveText(SENT, { timeout: 15_000 });
      expect(await leadsFor(request, email)).toBe(1);
      // The answer moves the applicant on, as it would have without the reload.
      await expect(page).toHaveURL(`${BASE_PATH}/loan-purpose`);
      // Sent once: nothing is left waiting to be sent again.
      await expect.poll(async () => pendingInOutbox(page)).toBe(0);
      expect(await leadsFor(request, email)).toBe(1);

      // Personal data never meets a cache: no API answer but the form's choice lists (the same for
      // every applicant) and no policy in Cache Storage.
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        return urls;
      });
      expect(cached.length).toBeGreaterThan(0);
      expect(cached.filter((url) => /\/api\/|\/policy/.test(url) && !/\/api\/choices\/[A-Za-z]+\?lang=[a-z]{2}$/.test(url))).toEqual([]);
    });
  }
});
