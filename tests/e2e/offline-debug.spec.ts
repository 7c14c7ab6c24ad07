import { BASE_PATH, test } from './fixtures';

test('debug', async ({ page }) => {
  await page.goto(`${BASE_PATH}/initial-details?amount=500&period=80`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1000);
  console.log(await page.locator('main').ariaSnapshot());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/initial-full.png', fullPage: true });
});
