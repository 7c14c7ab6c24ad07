import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_PATH, expect, test } from './fixtures';
import { cutNetwork, restoreNetwork, untilLoadedFilesCached, visitUntilControlled } from './offline-support';

test.use({ serviceWorkers: 'allow' });

const ASSETS = join(process.cwd(), 'dist', 'assets');
/** A chunk the worker caches when it loads (a screen after the offer: not precached). */
const ON_DEMAND_CHUNK = readdirSync(ASSETS).find((file) => /^mobile-verification-[\w-]+\.js$/.test(file))!;
const LANDING = `${BASE_PATH}/initial-details?amount=500&period=80`;

test.describe('offline: the copy holds only whole answers and completes after an interrupted install (DESIGN.md §5)', () => {
  test('a chunk cut or of the wrong kind is never stored, a stored copy that is cut is fetched again, and the choice lists are kept', async ({ page, context }) => {
    await visitUntilControlled(page, LANDING);
    const url = `${BASE_PATH}/assets/${ON_DEMAND_CHUNK}`;
    const whole = readFileSync(join(ASSETS, ON_DEMAND_CHUNK));
    // The network cuts the chunk short, then answers it with a captive portal's page, then gives it whole.
    const faults = [
      { status: 200, contentType: 'text/javascript', body: whole.subarray(0, Math.floor(whole.length / 2)) },
      { status: 200, contentType: 'text/html', body: '<!doctype html><html><body>Wi-Fi login</body></html>' },
    ];
    let fromNetwork = 0;
    await context.route(`**${url}`, async (route) => {
      fromNetwork += 1;
      const fault = faults.shift();
      await (fault ? route.fulfill(fault) : route.continue());
    });
    const load = () => page.evaluate(async (chunk) => (await (await fetch(chunk)).arrayBuffer()).byteLength, url);
    const stored = () => page.evaluate(async (chunk) => (await (await caches.match(chunk))?.arrayBuffer())?.byteLength, url);

    expect(await load()).toBe(Math.floor(whole.length / 2));
    expect(await load()).toBeLessThan(100);
    // Neither fault was kept: each next load went to the network, and the whole chunk is what stays.
    expect(await load()).toBe(whole.length);
    expect(fromNetwork).toBe(3);
    await expect.poll(stored).toBe(whole.length);
    expect(await load()).toBe(whole.length);
    expect(fromNetwork).toBe(3);

    // A copy stored cut (by an older worker, a disk fault) is dropped when read, and the chunk fetched again.
    await page.evaluate(async (chunk) => {
      const cache = await caches.open('app-chunks');
      const copy = await (await cache.match(chunk))!.arrayBuffer();
      await cache.put(chunk, new Response(copy.slice(0, 200), { headers: { 'Content-Type': 'text/javascript' } }));
    }, url);
    expect(await load()).toBe(whole.length);
    expect(fromNetwork).toBe(4);
    await expect.poll(stored).toBe(whole.length);

    // The form's choice lists were stored with the copy, those of steps never shown included, and
    // answer with no network; no other API answer is in any cache (they hold personal data).
    const cachedApiUrls = () =>
      page.evaluate(async () => {
        const requests = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
        return requests.flat().map((request) => request.url).filter((href) => new URL(href).pathname.includes('/api/'));
      });
    await expect.poll(async () => (await cachedApiUrls()).some((href) => href.endsWith('/choices/maritalStatus?lang=es'))).toBe(true);
    expect((await cachedApiUrls()).filter((href) => !/\/choices\/[A-Za-z]+\?lang=es$/.test(href))).toEqual([]);
    const maritalStatus = (await cachedApiUrls()).find((href) => href.includes('/choices/maritalStatus'))!;
    await cutNetwork(context);
    const offlineList = await page.evaluate(async (href) => (await fetch(href)).json() as Promise<Array<{ value: string }>>, maritalStatus);
    expect(offlineList.length).toBeGreaterThan(1);
    await restoreNetwork(context);
  });

  test('going offline during the first install keeps the worker: a reload shows the offline page, and the copy completes once back online', async ({ page, context }) => {
    // The worker's first file (index.html, the pages go first) comes cut, and the network goes with its next request.
    let offline = false;
    await context.route('**', async (route) => {
      const request = route.request();
      if (!offline && request.serviceWorker() && request.url().endsWith('/index.html')) {
        const page = readFileSync(join(process.cwd(), 'dist', 'index.html'), 'utf8');
        return route.fulfill({ status: 200, contentType: 'text/html', body: page.slice(0, 300) });
      }
      if (!offline && request.serviceWorker() && request.url().includes('/assets/')) offline = true;
      return offline ? route.abort('internetdisconnected') : route.continue();
    });
    await page.goto(LANDING);
    await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
    // The install ended with what it had and the worker took the page: no registration was lost.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(offline).toBe(true);
    await context.setOffline(true);

    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Sin conexión. Comprueba tu conexión y vuelve a intentarlo.');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect(page.getByText('Tus respuestas están guardadas en este dispositivo')).toBeVisible();
    // The cut page was not kept.
    expect(await page.evaluate(async () => (await caches.match(`${location.pathname.replace(/[^/]*$/, '')}index.html`, { ignoreSearch: true })) === undefined)).toBe(true);

    await restoreNetwork(context);
    await page.getByRole('link', { name: 'Volver a intentarlo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
    // This visit completes the copy: a reload with no network then starts the step.
    await untilLoadedFilesCached(page);
    await expect
      .poll(() => page.evaluate(async () => (await caches.match(`${location.pathname.replace(/[^/]*$/, '')}index.html`, { ignoreSearch: true })) !== undefined))
      .toBe(true);
    await cutNetwork(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
    await restoreNetwork(context);
  });
});
