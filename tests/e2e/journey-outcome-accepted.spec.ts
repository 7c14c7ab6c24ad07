import { BASE_PATH, expect, test } from './fixtures';
import { PHONE_VIEWPORT, continueUrl, createLead, expectNoAxeViolations, screenshot, testEmail } from './journey-outcome-helpers';

test.use({ viewport: PHONE_VIEWPORT });

test('accepted: checking waits (also offline), then the accepted screen with what was asked for; / resumes it; start again clears it', async ({ page, context, request }) => {
  const id = await createLead(request, testEmail('accepted'));
  // The test clock: polling time passes when the test says so, not in fixed sleeps.
  await page.clock.install();
  await page.goto(await continueUrl(request, id));

  // Checking (state 6): a friendly waiting screen that says what is happening.
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/checking$`));
  // Time stops until the network is off: on a loaded machine the checks below outlast the polls
  // before the decision (lead-api decides at the third), and offline must start while it is checking.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  await expect(page.getByRole('heading', { level: 1, name: 'Estamos revisando tu solicitud' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'prestamistas colaboradores' })).toBeVisible();
  await expect(page.getByText('Mantén esta página abierta')).toBeVisible();
  await screenshot(page, 'checking');

  // Offline: polling pauses and the applicant is told so; back online, it carries on.
  await context.setOffline(true);
  await page.clock.resume();
  await expect(page.getByText('No tienes conexión. Seguiremos revisando')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'checking-offline');
  // Several polling intervals pass offline: the applicant stays, told what happens.
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/checking$`));
  await context.setOffline(false);

  await expect(async () => {
    await page.clock.runFor(2_000);
    await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/accepted$`), { timeout: 300 });
  }).toPass({ timeout: 15_000 });
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' })).toBeVisible();
  await expect(page.getByText('Buenas noticias, Lucía')).toBeVisible();
  const summary = page.getByRole('definition');
  await expect(summary.filter({ hasText: '1000 €' })).toBeVisible();
  await expect(summary.filter({ hasText: '70 días' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Qué pasa ahora' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'accepted');

  // The index sends the applicant to where they are.
  await page.goto(`${BASE_PATH}/`);
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/accepted$`));

  // Start again: the application is cleared and the brand's first page opens; / now goes there too.
  await page.getByRole('link', { name: 'Empezar una nueva solicitud' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/initial-details$`));
  await page.goto(`${BASE_PATH}/`);
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/initial-details$`));
});
