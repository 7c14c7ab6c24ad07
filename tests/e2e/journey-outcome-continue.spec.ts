import { BASE_PATH, expect, test } from './fixtures';
import { PHONE_VIEWPORT, continueUrl, createLead, expectNoAxeViolations, screenshot, testEmail } from './journey-outcome-helpers';

test.use({ viewport: PHONE_VIEWPORT });

test('continue link: a decided lead opens at its outcome; a broken link says so and offers a new start', async ({ page, request }) => {
  // The server decides while the applicant is away (lead-api answers pending twice, then decides).
  const id = await createLead(request, testEmail('accepted'));
  await expect
    .poll(async () => ((await (await request.get(`/api/lead/status/${id}`)).json()) as { status: string }).status, { timeout: 10_000 })
    .toBe('accepted');

  await page.goto(await continueUrl(request, id));
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/accepted$`));
  await expect(page.getByRole('definition').filter({ hasText: '1000 €' })).toBeVisible();

  // A link that does not work any more.
  await page.goto(`${BASE_PATH}/continue/no-such-lead`);
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ya no funciona' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Puede que el enlace haya caducado');
  await expectNoAxeViolations(page);
  await screenshot(page, 'continue-invalid');

  await page.getByRole('link', { name: 'Empezar una solicitud' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/initial-details$`));
});
