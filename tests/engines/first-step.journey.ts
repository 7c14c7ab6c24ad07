import { BASE_PATH, expect, test } from './fixtures';
import { continueTo, expectValue } from '../e2e/journey-form-helpers';

const EMAIL = { name: '¿Cuál es tu correo electrónico?' };
const PHONE = { name: '¿Cuál es tu número de móvil?' };

/**
 * In each engine: the first step comes drawn in the HTML, the applicant types, ticks and
 * scrolls before the app has loaded (its start held back by the proxy), and the app takes the step
 * over with all of it where it was: the answers, the ticked box with the focus, the scroll.
 */
test('the drawn first step taken over: what was typed and ticked stays, with the focus and the scroll', async ({ tab, site }) => {
  const release = site.hold(/\/assets\/app-main-[^/]*\.js$/);
  await tab.goto(`${BASE_PATH}/initial-details`);
  const drawn = tab.locator('#prerendered');
  expect(await drawn.count()).toBe(1);

  const email = `accepted+${Date.now()}@example.com`;
  await tab.getByRole('textbox', EMAIL).fill(email);
  await tab.getByRole('textbox', PHONE).pressSequentially('612345678');
  await tab.getByRole('checkbox', { name: /condiciones generales/ }).check();
  const privacy = tab.getByRole('checkbox', { name: /política de privacidad/ });
  await privacy.check();
  // Firefox and WebKit focus a box that is clicked.
  expect(await privacy.isFocused()).toBe(true);
  // The driver's click leaves the box at the window's lower edge (WebDriver scrolls to the block's end),
  // where the consent banner the app brings would cover it, and a focused control is moved out from under
  // the banner (cover-and-reflow.spec.ts). An applicant sees what they tick: in the middle of the window.
  await tab.evaluate(() => document.activeElement?.scrollIntoView({ block: 'center' }));
  const scrolled = await tab.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();

  await drawn.waitFor({ state: 'hidden' });
  await expectValue(tab.getByRole('textbox', EMAIL), email);
  await expectValue(tab.getByRole('textbox', PHONE), '612 34 56 78');
  expect(await tab.getByRole('checkbox', { name: /condiciones generales/ }).isChecked()).toBe(true);
  expect(await privacy.isChecked()).toBe(true);
  // After the heading's arrival focus would have run (a frame later).
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await privacy.isFocused()).toBe(true);
  expect(await tab.evaluate(() => window.scrollY)).toBe(scrolled);

  await continueTo(tab, '/loan-purpose');
});
