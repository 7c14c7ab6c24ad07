import type { Route } from '@playwright/test';
import { BASE_PATH, expect, leadsFor, test } from './fixtures';
import { LANDING, fillInitialDetails } from './journey-form-helpers';
import { HANG_THRESHOLD_MS, PROBE_TIMEOUT_MS } from '../../src/features/offline/reachability';
import { EMAIL_CHECK_WAIT_MS } from '../../src/features/dynamic-form/use-email-check';

/**
 * Lie-fi: the browser says online (navigator.onLine stays true) but the API never answers. The
 * offline notice says the connection is not answering, the lead waits, and once the server answers
 * again the held lead is sent once and the notice says when.
 */
test('a hung API shows the offline notice within 10 s with navigator.onLine true; answered again, the held lead is sent once', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await page.goto(LANDING);
  const email = `accepted+notanswering${Date.now()}@example.com`;
  await fillInitialDetails(page, email);

  const held: Route[] = [];
  let answering = false;
  let creates = 0;
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    (route) => {
      if (route.request().method() === 'POST' && new URL(route.request().url()).pathname === '/api/v3/lead') creates += 1;
      return answering ? route.continue() : void held.push(route);
    },
  );
  await page.getByRole('button', { name: 'Continuar' }).click();
  // Continue goes on without an e-mail check that does not answer.
  await page.clock.runFor(EMAIL_CHECK_WAIT_MS);
  await expect.poll(() => creates).toBe(1);
  await page.clock.runFor(HANG_THRESHOLD_MS + PROBE_TIMEOUT_MS);
  const notice = page.getByRole('status').filter({ hasText: /^(La conexión no responde|Vuelves a tener conexión)/ });
  await expect(notice).toHaveText(
    'La conexión no responde. Tus respuestas se guardan en este dispositivo. Lo que has enviado está en espera y se enviará cuando vuelvas a tener conexión.',
  );
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page).toHaveURL(/\/initial-details/);
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/not-answering.png` });

  // The server answers again: the held requests go on, the held lead is answered once.
  answering = true;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await expect(notice).toHaveText(/^Vuelves a tener conexión\. Enviado a las \d{1,2}:\d{2}\.$/);
  await expect(page).toHaveURL(`${BASE_PATH}/loan-purpose`);
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/answering-again.png` });
  expect(creates).toBe(1);
  expect(await leadsFor(request, email)).toBe(1);
});
