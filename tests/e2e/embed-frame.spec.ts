import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { FRAME_HEIGHT_DEBOUNCE_MS, FRAME_HEIGHT_THRESHOLD_PX } from '../../src/domain/constants';
import { HEIGHT_REQUEST_TYPE } from '../../src/domain/embedding/embedding';
import { BASE_PATH, expect, steady, test } from './fixtures';
import { APP_ORIGIN, FRAME, PARTNER, UNLISTED, appFrame as appWindowOf, openSenderFrame } from './embed-support';

/**
 * SPEC §1, DESIGN.md §8, docs/embedding.md: the app framed by the demo partner page that `npm start`
 * serves on PORT+1. 127.0.0.1 is the allowed origin (the default EMBED_ORIGINS); localhost on the
 * same port is another origin, not allowed.
 */
const STEP = `/?path=${encodeURIComponent('/initial-details?amount=500&period=80')}`;

type Report = { height: number; at: number };
const reports = (page: Page) => page.evaluate(() => (window as unknown as { heightReports: Report[] }).heightReports);
const appFrame = (page: Page) => page.frameLocator(FRAME);

async function openFramed(page: Page, host: string) {
  await page.goto(`${host}${STEP}`);
  await expect(appFrame(page).getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
}

/** The reports once they stopped coming (a loop never stops, and the wait fails). */
const settledReports = (page: Page) => steady(() => reports(page));

test.describe('framed in a partner page from another origin', () => {
  test('no header or footer; the heights reported settle, with no growth loop, also under a brand stylesheet sized by the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openFramed(page, PARTNER);
    await expect(appFrame(page).getByRole('banner')).toHaveCount(0);
    await expect(appFrame(page).getByRole('contentinfo')).toHaveCount(0);

    // The reports settle, and the frame is as tall as its content.
    const settled = await settledReports(page);
    expect(settled.length).toBeLessThanOrEqual(5);
    const last = settled.at(-1)!;
    const frameHeight = await page.locator(FRAME).evaluate((el) => el.getBoundingClientRect().height);
    expect(frameHeight).toBe(last.height);
    const content = await appWindowOf(page).evaluate(() => ({
      scroll: document.documentElement.scrollHeight,
      viewport: document.documentElement.clientHeight,
    }));
    expect(content.scroll).toBeLessThanOrEqual(content.viewport);

    expect(await new AxeBuilder({ page }).include('#loan-application').analyze().then((r) => r.violations)).toEqual([]);

    // A brand stylesheet sizing the step by the viewport (min-height: 100vh) sends a handful of reports, not a loop.
    const before = settled.length;
    // Into the app's own stylesheet, as a brand's would come: a <style> tag is refused by the CSP.
    await appWindowOf(page).evaluate((rule) => {
      const sheet = document.styleSheets[0]!;
      sheet.insertRule(rule, sheet.cssRules.length);
    }, '#root, #root > * { min-height: 100vh; box-sizing: content-box; padding-bottom: 16px; }');
    const after = await settledReports(page);
    expect(after.length - before).toBeGreaterThan(0);
    expect(after.length - before).toBeLessThanOrEqual(5);
  });

  test(`a step that grows by more than ${FRAME_HEIGHT_THRESHOLD_PX} px is reported once, no sooner than ${FRAME_HEIGHT_DEBOUNCE_MS} ms later`, async ({ page }) => {
    await openFramed(page, PARTNER);
    await expect.poll(() => reports(page).then((r) => r.length)).toBeGreaterThan(0);
    const before = await settledReports(page);
    const previous = before.at(-1)!.height;

    // A change of FRAME_HEIGHT_THRESHOLD_PX or less is not worth a message.
    await appWindowOf(page).evaluate((px) => {
      const spacer = document.createElement('div');
      spacer.id = 'small-growth';
      spacer.style.height = `${px}px`;
      document.getElementById('main')!.append(spacer);
    }, FRAME_HEIGHT_THRESHOLD_PX - 2);
    expect(await settledReports(page)).toEqual(before);

    // Continue with nothing filled in: the error summary and messages make the step taller.
    // Timed from the click itself, inside the app: Playwright's own steps to reach it are not the app's delay.
    await appWindowOf(page).evaluate(() => {
      document.addEventListener('click', () => ((window as unknown as { pressedAt?: number }).pressedAt ??= Date.now()), { capture: true, once: true });
    });
    await appFrame(page).getByRole('button', { name: 'Continuar' }).click();
    const pressedAt = await appWindowOf(page).evaluate(() => (window as unknown as { pressedAt: number }).pressedAt);
    await expect(appFrame(page).getByRole('alert').first()).toBeVisible();
    await expect.poll(() => reports(page).then((r) => r.length)).toBe(before.length + 1);
    const after = await settledReports(page);
    expect(after).toHaveLength(before.length + 1);
    const grown = after.at(-1)!;
    expect(grown.height - previous).toBeGreaterThan(FRAME_HEIGHT_THRESHOLD_PX);
    // Not before the debounce; how soon after is the machine's speed, not a rule (height-reporter.test.ts times it with a fake clock).
    expect(grown.at - pressedAt).toBeGreaterThanOrEqual(FRAME_HEIGHT_DEBOUNCE_MS);
    const appHeight = await appWindowOf(page).evaluate(() => Math.ceil(document.getElementById('root')!.getBoundingClientRect().height));
    expect(grown.height).toBe(appHeight);
  });

  test("a newcomer's framed first step, drawn at build time with the brand's metadata, keeps none of it (SPEC §1), and takes the partner's colour", async ({ page, request }) => {
    // The page the server sends a newcomer is the drawn one, which carries the brand's metadata.
    const drawn = await (await request.get(`${BASE_PATH}/`)).text();
    expect(drawn).toContain('id="prerendered"');
    expect(drawn).toMatch(/<meta name="keywords" content="[^"]+SolCrédito"/);

    // The partner page gives embed.js its colour (data-primarycolor), which the frame's address carries on.
    await page.goto(`${PARTNER}/?path=${encodeURIComponent('/')}&primaryColor=${encodeURIComponent('#0a4fd6')}`);
    await expect(appFrame(page).getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible({ timeout: 15_000 });
    const head = () =>
      appWindowOf(page).evaluate(() => ({
        taken: !document.getElementById('prerendered'),
        description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
        keywords: document.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content,
        themeColor: document.querySelector('meta[name="theme-color"]') !== null,
        icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href'),
        manifest: document.querySelector('link[rel="manifest"]') !== null,
        primary: document.documentElement.style.getPropertyValue('--brand-primary'),
      }));
    const framedHead = { taken: true, description: '', keywords: '', themeColor: false, icon: 'data:,', manifest: false, primary: '#0a4fd6' };
    await expect.poll(head).toEqual(framedHead);
    // Unframed, the brand's icons are linked once the page is idle (brand-metadata.ts): framed, not then either.
    await appWindowOf(page).evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
    expect(await head()).toEqual(framedHead);
  });

  test('a message from an unlisted origin is ignored; the allowed parent is answered', async ({ page }) => {
    await openFramed(page, PARTNER);
    await expect.poll(() => reports(page).then((r) => r.length)).toBeGreaterThan(0);
    const before = await settledReports(page);

    // A third frame, from an origin the app does not list, asks the app for its height.
    const sender = await openSenderFrame(page);
    await sender.evaluate((type) => window.parent.frames[0]!.postMessage({ type }, '*'), HEIGHT_REQUEST_TYPE);
    expect(await settledReports(page)).toEqual(before);

    // The same request from the allowed parent is answered at once.
    await page.evaluate(
      ({ type, origin }) => document.querySelector<HTMLIFrameElement>('#loan-application iframe')!.contentWindow!.postMessage({ type }, origin),
      { type: HEIGHT_REQUEST_TYPE, origin: APP_ORIGIN },
    );
    await expect.poll(() => reports(page).then((r) => r.length)).toBe(before.length + 1);
    expect((await reports(page)).at(-1)!.height).toBe(before.at(-1)!.height);
  });

  test('a parent origin that is not allowed cannot frame the app (CSP frame-ancestors), and receives nothing', async ({ page }) => {
    const received: unknown[] = [];
    await page.exposeFunction('recordMessage', (data: unknown) => received.push(data));
    await page.addInitScript(() => {
      // The partner page only (init scripts also run in the app's frame).
      if (window !== window.top) return;
      window.addEventListener('message', (event) => (window as unknown as { recordMessage(d: unknown): void }).recordMessage(event.data));
    });
    const framedAnswer = page.waitForResponse((response) => response.url().startsWith(`${APP_ORIGIN}${BASE_PATH}/initial-details`));
    await page.goto(`${UNLISTED}${STEP}`);
    expect((await framedAnswer).headers()['content-security-policy']).toContain(`frame-ancestors ${PARTNER}`);
    await expect(page.locator(FRAME)).toBeVisible();
    // The browser refuses the app's page in that frame: no document of the app's origin runs there.
    expect(await steady(async () => page.frames().filter((frame) => frame.url().startsWith(APP_ORIGIN)).length)).toBe(0);
    await expect(appFrame(page).getByRole('heading', { level: 1 })).toHaveCount(0);
    await page.evaluate(
      ({ type, origin }) => document.querySelector<HTMLIFrameElement>('#loan-application iframe')!.contentWindow!.postMessage({ type }, origin),
      { type: HEIGHT_REQUEST_TYPE, origin: APP_ORIGIN },
    );
    expect(await steady(async () => received.length)).toBe(0);
    expect(received).toEqual([]);
    expect(await reports(page)).toEqual([]);
  });
});
