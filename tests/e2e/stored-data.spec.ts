import { BASE_PATH, everythingStored, expect, test, writeIndexedDb } from './fixtures';
import { LANDING, continueTo, fillInitialDetails } from './journey-form-helpers';

/** Issue 10: nothing stored can stop the app from starting, and personal answers have a lifetime. */

const STORAGE_KEYS = [
  'storedLoanApplication', 'sessionId', 'sessionStartedAt', 'sessionUrl', 'state', 'companyData', 'gclid', 'initAt', 'lid',
  'redirected', 'redirectUrl', 'redirectMethod', 'reapplying', 'logRocketBlocked', 'logRocket', 'routeChange', 'newSessionFlag',
  'leadApplication', 'dynamicPages', 'uiColors', 'asyncFormData', 'isLoading', 'sellingTierGlobalId', 'sessionAcceptedRedirected',
  'queryCache', 'submissionOutbox', 'analyticsProperties', 'affiliateReference', 'storageVersion',
];

const JUNK: Record<string, string> = {
  'an array': '[1,2,3]',
  'objects of the wrong shape': JSON.stringify({ expiresAt: 'soon', data: 7, forms: [], requested: 'x', clientState: null }),
  'text that is not JSON': '{"half": ',
  'JSON inside JSON of a wrong shape': JSON.stringify(JSON.stringify({ progressState: 'three', offers: {} })),
};

for (const [shape, junk] of Object.entries(JUNK)) {
  test(`every storage key holding ${shape}: the funnel starts clean on the first step`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${BASE_PATH}/config.json`);
    await writeIndexedDb(page, Object.fromEntries(STORAGE_KEYS.map((key) => [key, junk])));
    await page.goto(LANDING);
    await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
    await expect(page.getByText('Quiero 500 € a 75 días')).toBeVisible();
    await expect(page.getByText(/Something went wrong|Algo ha ido mal/)).toHaveCount(0);
    // And it works: the answers of this visit are kept.
    await page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }).fill('clean@example.com');
    await page.reload();
    await expect(page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' })).toHaveValue('clean@example.com');
    expect(errors).toEqual([]);
  });
}

const HOUR_MS = 60 * 60 * 1000;

test('after the application expires (test clock), no personal answer is left in any storage, and the form starts empty', async ({ page }) => {
  const email = `expiry+${Date.now()}@example.com`;
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto(LANDING);
  await fillInitialDetails(page, email);
  await continueTo(page, '/loan-purpose');
  await page.getByRole('radio', { name: 'Gasto imprevisto' }).check();
  await expect.poll(() => everythingStored(page)).toContain(email);

  // The runtime configuration's expiration (a day by default) passes before the applicant is back.
  await page.clock.setSystemTime(start + 25 * HOUR_MS);
  await page.goto(LANDING);
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: /condiciones generales/ })).not.toBeChecked();
  await expect.poll(() => everythingStored(page)).not.toContain(email);
  expect(await everythingStored(page)).not.toContain('612345678');
});

test('a landing link for another e-mail starts a new application: the previous person\'s answers and ticks are gone', async ({ page }) => {
  const first = `first+${Date.now()}@example.com`;
  await page.goto(LANDING);
  await fillInitialDetails(page, first);
  await continueTo(page, '/loan-purpose');

  await page.goto(`${BASE_PATH}/initial-details?email=second%40example.com`);
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' })).toHaveValue('second@example.com');
  await expect(page.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: /condiciones generales/ })).not.toBeChecked();
  await expect.poll(() => everythingStored(page)).not.toContain(first);
  expect(await everythingStored(page)).not.toContain('612345678');
});
