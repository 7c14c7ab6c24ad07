import { BASE_PATH, expect, test } from './fixtures';
import { PHONE_VIEWPORT, continueUrl, createLead, expectNoAxeViolations, screenshot, testEmail } from './journey-outcome-helpers';

test.use({ viewport: PHONE_VIEWPORT });

test('rejected: kind words, what the applicant can do, and a fresh start', async ({ page, request }) => {
  const id = await createLead(request, testEmail('rejected'));
  await page.goto(await continueUrl(request, id));

  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/rejected$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'No hemos podido aprobar tu solicitud' })).toBeVisible();
  await expect(page.getByText('Lo sentimos, Lucía')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Qué puedes hacer' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Portal del Cliente Bancario/ })).toHaveAttribute('href', /^https:\/\/clientebancario\.bde\.es\//);
  await expectNoAxeViolations(page);
  await screenshot(page, 'rejected');

  await page.getByRole('link', { name: 'Empezar una nueva solicitud' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/initial-details$`));
  // The rejected application is gone: the index no longer leads back to it.
  await page.goto(`${BASE_PATH}/`);
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/initial-details$`));
});
