import { BASE_PATH, expect, test } from './fixtures';
import { PHONE_VIEWPORT, continueUrl, createLead, expectNoAxeViolations, screenshot, testEmail } from './journey-outcome-helpers';

test.use({ viewport: PHONE_VIEWPORT });

test('thank you: a lead the server has finished with (state 11) opens at the thank-you screen', async ({ page, request }) => {
  const id = await createLead(request, testEmail('accepted'));
  // lead-api: setting the customer's password answers state 11 (thank you).
  const finished = await request.post('/api/lead/customer/password', { data: { leadId: id, password: 'correct-horse-battery' } });
  expect(((await finished.json()) as { state: number }).state).toBe(11);

  await page.goto(await continueUrl(request, id));
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/thank-you$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Gracias, Lucía' })).toBeVisible();
  await expect(page.getByText('Tenemos todo lo que necesitamos para tu solicitud.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '1000 €' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'thank-you');

  await page.getByRole('link', { name: 'Empezar una nueva solicitud' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/initial-details$`));
});
