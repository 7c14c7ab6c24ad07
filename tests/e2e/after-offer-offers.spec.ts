import type { Page } from '@playwright/test';
import { BASE_PATH, expect, pendingInOutbox, test, withRuntimeConfig } from './fixtures';
import { expectCalledOnce, openAtState, storedLead } from './after-offer-helpers';
import { PHONE_VIEWPORT, atDoubleText, continueUrl, createLead, expectNoAxeViolations, testEmail } from './journey-outcome-helpers';
import { cutNetwork, restoreNetwork, untilLoadedFilesCached, visitUntilControlled } from './offline-support';

/**
 * The partner offers where only a browser shows it: an answer made offline and again
 * after a reload with the service worker, two tabs answering at once, a partner logo from an https
 * host under the CSP. Each offer's figures, its answer sent once, expiry on a test clock and a broken
 * offer reported: tests/component/offers.test.tsx.
 */
test.use({ viewport: PHONE_VIEWPORT });

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

test('two tabs accepting different offers at the same moment give one offer answer', async ({ page, context, request }) => {
  const { id } = await openAtState(page, request, 37, '/ipfd-offer-choice');
  const other = await context.newPage();
  await other.goto(`${BASE_PATH}/ipfd-offer-choice`);
  const sent: { body: string; key: string | undefined }[] = [];
  context.on('request', (req) => {
    if (/\/api\/lead\/(sale|offer\/)/.test(new URL(req.url()).pathname)) sent.push({ body: req.postData() ?? '', key: req.headers()['idempotency-key'] });
  });
  const acceptIn = (tab: Page, amount: string) => tab.getByRole('article', { name: `Creditea: ${amount}` }).getByRole('button', { name: 'Aceptar esta oferta' });
  await expect(acceptIn(other, '500,00 €')).toBeVisible();
  await expectNoAxeViolations(other);
  // Both pressed in the same instant, each in its own page. A locator's click first waits for its button
  // to be stable, and on a loaded machine the other tab's answer can move this one on meanwhile.
  const buttons = [await acceptIn(page, '1000,00 €').elementHandle(), await acceptIn(other, '500,00 €').elementHandle()];
  await Promise.all(buttons.map((button) => button!.evaluate((element: HTMLButtonElement) => element.click())));
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await expect(other).toHaveURL(`${BASE_PATH}/accepted`);
  await expectCalledOnce(request, id, 'crediteaOffer', 10);
  // One answer: whichever tab reserved it first, both send that answer under its one key (the second
  // tab may send it again before it learns the first's result; the server answers it once).
  expect(new Set(sent.map(({ body, key }) => `${key} ${body}`)).size).toBe(1);
  expect([`${id}-creditea-a`, `${id}-creditea-b`]).toContain(((await storedLead(request, id)).steps?.crediteaOffer as { offerId: string }).offerId);
});

test('a partner logo on https from a host the configuration names loads with no CSP violation', async ({ page, request }) => {
  const LOGO_HOST = 'https://logos.partner.example';
  await withRuntimeConfig(page, (config) => ({ ...config, partnerLogoOrigins: [LOGO_HOST] }));
  await page.route('**/api/partner/logos', (route) => route.fulfill({ json: [{ partner: 'cofidis', name: 'Cofidis', logoUrl: `${LOGO_HOST}/cofidis.png` }] }));
  await page.route(`${LOGO_HOST}/**`, (route) => route.fulfill({ contentType: 'image/png', body: Buffer.from(ONE_PIXEL_PNG, 'base64') }));
  await openAtState(page, request, 38, '/cofidis-offer');
  const logo = page.getByRole('article', { name: 'Cofidis: 1000,00 €' }).getByRole('img', { name: 'Cofidis' });
  await expect(logo).toHaveAttribute('src', `${LOGO_HOST}/cofidis.png`);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  // The cspViolations fixture fails the test on any violation, this image's included.

  // At 200 % text every figure of the card stays inside the card.
  await atDoubleText(page, 'the Cofidis offer', async () => {
    const outside = await page.getByRole('article', { name: 'Cofidis: 1000,00 €' }).evaluate((article) => {
      const edge = article.getBoundingClientRect().right;
      return [...article.querySelectorAll('dd')].filter((figure) => figure.getBoundingClientRect().right > edge).map((figure) => figure.textContent);
    });
    expect(outside).toEqual([]);
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('an offer accepted offline, then again after a reload, is accepted once when the network is back', async ({ page, context, request }) => {
    test.setTimeout(60_000);
    const id = await createLead(request, testEmail('state-38'));
    await visitUntilControlled(page, new URL(await continueUrl(request, id)).pathname);
    await expect(page).toHaveURL(`${BASE_PATH}/cofidis-offer`, { timeout: 15_000 });
    const accept = page.getByRole('article', { name: 'Cofidis: 1000,00 €' }).getByRole('button', { name: 'Aceptar esta oferta' });
    await expect(accept).toBeVisible();
    // The offer screen is not precached: stored as it loaded, before the network goes.
    await untilLoadedFilesCached(page);
    await cutNetwork(context);
    await accept.click();
    // Reloaded once the acceptance is kept in the outbox: a reload aborts an IndexedDB write in flight.
    await expect.poll(() => pendingInOutbox(page)).toBe(1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu oferta de Cofidis' })).toBeVisible();
    // The acceptance made before the reload waits in the queue: it cannot be made a second time.
    await expect(accept).toBeDisabled();
    expect((await storedLead(request, id)).calls?.sale).toBeUndefined();
    await restoreNetwork(context);
    await expect(page).toHaveURL(`${BASE_PATH}/accepted`, { timeout: 15_000 });
    await expectCalledOnce(request, id, 'sale', 10);
  });
});
