import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LANDING } from './journey-form-helpers';
import { PHONE_VIEWPORT } from './journey-outcome-helpers';
import { consentDialog, withTracking } from './tracking-support';

/**
 * What a real browser's layout decides: the consent banner never hides the focused control nor the
 * first step's cost (WCAG 2.2 SC 2.4.11), and an input with an affix keeps its value whole at 320 px
 * with text at 200 % (WCAG 1.4.4, 1.4.10).
 */

/** Where the focused element stands against the banner: in it, or how much of it is outside it and on screen. */
const focusedAgainstBanner = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    const banner = document.querySelector('dialog.consent')!;
    if (!focused || focused === document.body) return { name: 'body', inBanner: false, visible: true };
    const name = `${focused.tagName} ${focused.getAttribute('name') ?? focused.id ?? ''} ${focused.textContent?.slice(0, 30) ?? ''}`;
    if (banner.contains(focused)) return { name, inBanner: true, visible: true };
    const box = focused.getBoundingClientRect();
    // A native checkbox is drawn as its label's box is: the label counts as the control.
    const label = focused.closest('label') ?? (focused.id ? document.querySelector(`label[for="${focused.id}"]`) : null);
    const boxes = [box, ...(label ? [label.getBoundingClientRect()] : [])];
    const bannerTop = banner.getBoundingClientRect().top;
    const visible = boxes.some((rect) => rect.bottom > 0 && rect.top < Math.min(bannerTop, window.innerHeight) && rect.height > 0);
    return { name, inBanner: false, visible };
  });

test.describe('the consent banner on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('compact, the cost above it at first view, and Tab through the first step never lands behind it', async ({ page }) => {
    await withTracking(page);
    await page.goto(LANDING);
    const banner = consentDialog(page);
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
    const height = (await banner.boundingBox())!.height;
    expect(height).toBeLessThanOrEqual(PHONE_VIEWPORT.height * 0.3);
    // The representative example (the first step's cost) starts above the banner at first view.
    const example = (await page.locator('.loan-example:visible').first().boundingBox())!;
    expect(example.y).toBeLessThan(PHONE_VIEWPORT.height - height);

    await page.locator('body').focus();
    const seen: string[] = [];
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press('Tab');
      const focused = await focusedAgainstBanner(page);
      expect(focused.visible, `${focused.name} is behind the banner`).toBe(true);
      seen.push(focused.name);
      if (focused.inBanner) break;
    }
    // The walk reached the banner, having passed the step's fields and its Continue.
    expect(seen.some((name) => name.includes('Continuar'))).toBe(true);
    expect(seen.at(-1)).toMatch(/Aceptar todo|Política/);
  });
});

test('at 320 px with text at 200 %, an affixed value is whole: the amount in its dialog and the phone number', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(LANDING);
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  const whole = (locator: ReturnType<Page['locator']>) => locator.evaluate((input: HTMLInputElement) => ({ scroll: input.scrollWidth, client: input.clientWidth }));

  const phone = page.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' });
  await phone.fill('612345678');
  await expect(phone).toHaveValue('612 34 56 78');
  const phoneWidths = await whole(phone);
  expect(phoneWidths.scroll).toBeLessThanOrEqual(phoneWidths.client);

  await page.getByRole('button', { name: /Cambiar/ }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cuánto necesitas y durante cuánto tiempo?' });
  const amount = dialog.getByRole('textbox', { name: '¿Cuánto dinero necesitas?' });
  await amount.fill('300');
  await expect(amount).toHaveValue('300');
  const amountWidths = await whole(amount);
  expect(amountWidths.scroll).toBeLessThanOrEqual(amountWidths.client);
  // The input fits in its dialog: its right edge is inside the dialog's.
  const [input, box] = [(await amount.boundingBox())!, (await dialog.boundingBox())!];
  expect(input.x + input.width).toBeLessThanOrEqual(box.x + box.width);
  // Nothing of the page runs past the screen's width either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
