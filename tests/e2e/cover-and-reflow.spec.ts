import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LANDING } from './journey-form-helpers';
import { PHONE_VIEWPORT } from './journey-outcome-helpers';
import { consentDialog, expectTabNeverBehindBanner, withTracking } from './tracking-support';

/**
 * What a real browser's layout decides: the consent banner never hides the focused control nor the
 * first step's cost (WCAG 2.2 SC 2.4.11), and an input with an affix keeps its value whole at 320 px
 * with text at 200 % (WCAG 1.4.4, 1.4.10).
 */

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

    await expectTabNeverBehindBanner(page);
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
