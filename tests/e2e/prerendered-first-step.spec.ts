import type { Page, Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { BRANDS } from '../../src/config/brands';
import { drawnPageProblems, prerenderedFileOf } from '../../src/domain/journey/prerendered-page';
import { START_GROUPS } from '../../scripts/start-chunks';
import { BASE_PATH, expect, steady, test, withRuntimeConfig } from './fixtures';
import { PHONE_VIEWPORT } from './journey-outcome-helpers';

/**
 * The first step comes drawn in the HTML (scripts/prerender.ts) and the app takes it over.
 * The JavaScript is held back with a route, as a slow network would, to act in between.
 */

const FIRST_STEP = `${BASE_PATH}/initial-details`;
const EMAIL = { name: '¿Cuál es tu correo electrónico?' };
const PHONE = { name: '¿Cuál es tu número de móvil?' };

/** Holds every request matching `pattern` until `release()`; the page goes on without them meanwhile. */
async function holdBack(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.fallback();
  });
  return release;
}

const drawnPage = (page: Page) => page.locator('#prerendered');

test('the first step is on screen, styled, from the HTML alone', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  const response = await page.goto(FIRST_STEP);
  expect(await response?.text()).toContain('id="prerendered"');
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
  await expect(page.getByRole('textbox', EMAIL)).toBeEditable();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  await expect(page).toHaveTitle(/SolCrédito/);
  // The brand's stylesheet is in the page: the button has the brand colour, not the browser's grey.
  const background = await page.getByRole('button', { name: 'Continuar' }).evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(background).not.toBe('rgb(239, 239, 239)');
});

test('what is typed before the app starts stays, with the focus and the scroll, and the app then owns it', async ({ page }) => {
  // A phone, where the step is taller than the screen and the applicant scrolls it while typing.
  await page.setViewportSize(PHONE_VIEWPORT);
  const release = await holdBack(page, /\/assets\/index-[^/]*\.js$/);
  await page.goto(FIRST_STEP, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
  await expect(heading).toBeVisible();
  // Measured as the applicant sees it: a stylesheet still loading blocks the paint, not a script's layout query.
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null));

  const email = `accepted+${Date.now()}@example.com`;
  await page.getByRole('textbox', EMAIL).fill(email);
  await page.getByRole('checkbox', { name: /condiciones generales/ }).check();
  await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await page.getByRole('textbox', PHONE).pressSequentially('612345678');
  await page.mouse.wheel(0, 250);
  const scrolled = await steady(() => page.evaluate(() => window.scrollY));
  expect(scrolled).toBeGreaterThan(0);
  const drawnBox = await heading.boundingBox();
  release();

  await expect(drawnPage(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', EMAIL)).toHaveValue(email);
  await expect(page.getByRole('checkbox', { name: /condiciones generales/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /política de privacidad/ })).toBeChecked();
  // The app's phone field formats what was typed, and the applicant is still in it.
  await expect(page.getByRole('textbox', PHONE)).toHaveValue('612 34 56 78');
  await expect(page.getByRole('textbox', PHONE)).toBeFocused();
  // Nothing moved when the app took over: not the page's scroll (the router's restoration scrolled it to the
  // top, the field being typed in under a phone's keyboard), not the step in it.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await heading.boundingBox()).toEqual(drawnBox);

  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(`${BASE_PATH}/loan-purpose`);
});

test('a Continue pressed before the app has loaded says the page is still loading, then is sent once the app is there', async ({ page }) => {
  await page.clock.install();
  // The chunk with boot held back: the app has not started when Continue is pressed.
  const release = await holdBack(page, /\/assets\/app-main-[^/]*\.js$/);
  await page.goto(FIRST_STEP);
  await page.getByRole('textbox', EMAIL).fill(`accepted+${Date.now()}@example.com`);
  await page.getByRole('textbox', PHONE).fill('612345678');
  await page.getByRole('checkbox', { name: /condiciones generales/ }).check();
  await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  // The drawn form goes nowhere, and says why: the page is still the first step, with its answers.
  const answer = drawnPage(page).locator('form').getByRole('status').last();
  await expect(answer).toContainText('La página aún se está cargando.');
  await expect(answer).toBeInViewport();
  await expect(page).toHaveURL(FIRST_STEP);
  await expect(drawnPage(page)).toHaveCount(1);
  // Ten seconds on, the page offers to load itself again.
  await page.clock.fastForward(10_000);
  await expect(page.getByRole('status').getByRole('link', { name: 'Recarga la página' })).toBeVisible();
  release();
  // The whole app boots, takes the step over, presses Continue, checks the e-mail and creates the lead.
  await expect(page).toHaveURL(`${BASE_PATH}/loan-purpose`, { timeout: 15_000 });
});

test("while the first Continue's write is on its way, the progress line moves on the compositor, not by repainting the page", async ({ page }) => {
  await page.goto(FIRST_STEP);
  await expect(drawnPage(page)).toHaveCount(0);
  const release = await holdBack(page, /\/api\/v3\/lead$/);
  await page.getByRole('textbox', EMAIL).fill(`accepted+${Date.now()}@example.com`);
  await page.getByRole('textbox', PHONE).fill('612345678');
  await page.getByRole('checkbox', { name: /condiciones generales/ }).check();
  await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator('.app-progress')).toBeAttached();
  // A running animation of anything but transform or opacity is painted on the main thread each frame
  // (the line's moving background was, 122 times a second, for as long as the write took).
  const animated = await page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
      return keyframes.flatMap((frame) => Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)));
    }),
  );
  expect(animated.length).toBeGreaterThan(0);
  expect(new Set(animated.flat())).toEqual(new Set(['transform']));
  release();
  await expect(page).toHaveURL(`${BASE_PATH}/loan-purpose`);
  await expect(page.locator('.app-progress')).toHaveCount(0);
});

test('config.json unreachable: what was typed in the drawn step outlasts the "no connection" screen and its retry', async ({ page }) => {
  const release = await holdBack(page, /\/assets\/index-[^/]*\.js$/);
  await page.route(`**${BASE_PATH}/config.json`, (route) => route.abort('internetdisconnected'));
  await page.goto(FIRST_STEP, { waitUntil: 'commit' });
  const email = `accepted+${Date.now()}@example.com`;
  await page.getByRole('textbox', EMAIL).fill(email);
  release();
  const alert = page.getByRole('alert');
  // Said once config.json has been asked for again with backoff (1, 2, 4 s).
  await expect(alert).toContainText('Sin conexión. Comprueba tu conexión y vuelve a intentarlo.', { timeout: 20_000 });
  await expect(alert).not.toContainText('No connection');
  // Only the notice is on screen: the drawn step is out of sight, not a second form beside it.
  await expect(page.getByRole('textbox', EMAIL)).toHaveCount(0);
  await page.unroute(`**${BASE_PATH}/config.json`);
  await alert.getByRole('button', { name: /Volver a intentarlo/ }).click();
  await expect(page.getByRole('textbox', EMAIL)).toHaveValue(email);
  await expect(drawnPage(page)).toHaveCount(0);
});

test('a reload with answers gets the plain page and the answers back, not the empty drawn step', async ({ page }) => {
  await page.goto(FIRST_STEP);
  await expect(drawnPage(page)).toHaveCount(0);
  const email = `accepted+${Date.now()}@example.com`;
  await page.getByRole('textbox', EMAIL).fill(email);
  await expect.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name)).toContain('application_in_progress');

  const response = await page.reload();
  expect(await response?.text()).not.toContain('id="prerendered"');
  await expect(page.getByRole('textbox', EMAIL)).toHaveValue(email);
});

test('every brand has its drawn first step in the build, each one the app can take over and none naming the build machine', () => {
  for (const brand of BRANDS) {
    const file = `dist/${prerenderedFileOf(brand.id, brand.locale)}`;
    expect(drawnPageProblems(readFileSync(file, 'utf8')), file).toEqual([]);
  }
});

test("each drawn step's stylesheets, which hold its first paint back, are index.html's, the start-up's and its brand's only; the toast container is not drawn", () => {
  // What the layout mounts after the step (the toast container) would be one more request before the first paint.
  const namesOf = (html: string) => [...html.matchAll(/<link rel="stylesheet" crossorigin href="[^"]*\/assets\/(.+?)-[\w-]{8}\.css">/g)].map(([, name]) => name);
  const indexNames = namesOf(readFileSync('dist/index.html', 'utf8'));
  for (const brand of BRANDS) {
    const file = `dist/${prerenderedFileOf(brand.id, brand.locale)}`;
    const allowed = new Set([...indexNames, ...START_GROUPS.map(({ name }) => name), brand.stylesheet]);
    const html = readFileSync(file, 'utf8');
    const names = namesOf(html);
    expect(names, file).toContain(brand.stylesheet);
    expect(names.filter((name) => !allowed.has(name)), file).toEqual([]);
    // Nor its markup, which the app renders once it runs.
    expect(html, file).not.toContain('class="Toastify"');
  }
});

test("a classic brand's drawn first step (Colombia's pesos in it) is handed over to the app, with one #root", async ({ page }) => {
  // The test server deploys the Spanish brand; this brand's drawn page is served in its place, with its config.
  const brand = BRANDS.find((candidate) => candidate.id === 'co-platacol')!;
  const drawnHtml = readFileSync(`dist/${prerenderedFileOf(brand.id, brand.locale)}`, 'utf8');
  await withRuntimeConfig(page, (config) => ({ ...config, brand: brand.id, country: brand.country, locale: brand.locale }));
  await page.route(`**${BASE_PATH}${brand.firstPage}`, (route) => route.fulfill({ body: drawnHtml, contentType: 'text/html' }));
  await page.goto(`${BASE_PATH}${brand.firstPage}`);
  expect(await page.locator('#root').count()).toBe(1);
  await expect(drawnPage(page)).toHaveCount(0);
  await expect(page.locator('#root').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#root').getByRole('button', { name: /./ }).last()).toBeVisible();
});
