import { BASE_PATH, expect, test } from './fixtures';
import { LANDING } from './journey-form-helpers';

/**
 * SPEC §1: the fallback language is en. A namespace that does not load, or a file that lacks a key (a
 * stale copy after a release), shows English, never a raw key; English is fetched only then
 * (src/app/boot/i18n.ts), so a page whose files all load asks for no English at all.
 */
const RAW_KEY = /\b[\w.-]+>[\w.-]+/;
const englishAsked = (urls: string[]) => urls.filter((url) => url.includes(`${BASE_PATH}/locales/en/`));

test.describe('English as the fallback language', () => {
  test('the form namespace blocked: the Spanish step shows its fields in English, no raw key; without a block, no English is fetched', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(LANDING);
    await expect(page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' })).toBeVisible();
    expect(englishAsked(asked)).toEqual([]);

    await page.route(`**${BASE_PATH}/locales/es/form.json`, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'What is your e-mail address?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
    expect(englishAsked(asked).map((url) => new URL(url).pathname)).toEqual([`${BASE_PATH}/locales/en/form.json`]);
  });

  test('a key the locale file lacks (a stale copy) is said in English, not as its key', async ({ page }) => {
    await page.route(`**${BASE_PATH}/locales/es/common.json`, async (route) => {
      const response = await route.fetch();
      const common = (await response.json()) as { steps: Record<string, unknown> };
      delete common.steps['initial-details'];
      await route.fulfill({ response, json: common });
    });
    await page.goto(LANDING);
    await expect(page.getByRole('heading', { level: 1, name: 'Start your application' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' })).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
  });
});
