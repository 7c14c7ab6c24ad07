import { BASE_PATH, expect, test } from './fixtures';
import { PHONE_VIEWPORT, continueUrl, createLead, expectNoAxeViolations, testEmail } from './journey-outcome-helpers';

/**
 * The outcomes where only a browser shows them: checking while the browser is offline, and the
 * partner's page opened by a form POST, then the browser's Back. Each outcome screen's words and
 * links, the continue link, the redirect by GET and unsubscribing: tests/component/outcomes.test.tsx.
 */
test.use({ viewport: PHONE_VIEWPORT });

test('accepted: checking waits, also offline, then the accepted screen; / resumes it; start again clears it', async ({ page, context, request }) => {
  const id = await createLead(request, testEmail('accepted'));
  // The server's answer is the test's: "pending" until the test lets lead-api decide.
  let deciding = false;
  const polls: string[] = [];
  await page.route('**/api/lead/status/**', (route) => {
    polls.push(route.request().url());
    return deciding ? route.fallback() : route.fulfill({ json: { id, status: 'pending', state: 6 } });
  });
  await page.goto(await continueUrl(request, id));

  // Checking (state 6): a friendly waiting screen that says what is happening.
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/checking$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Estamos revisando tu solicitud' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'prestamistas colaboradores' })).toBeVisible();
  await expect.poll(() => polls.length).toBeGreaterThan(0);

  // Offline: polling pauses and the applicant is told so; back online, it carries on.
  await context.setOffline(true);
  await expect(page.getByText('No tienes conexión. Seguiremos revisando')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/checking$`));
  // That no poll goes out while offline, over ten seconds of a test clock: tests/component/outcomes.test.tsx.
  deciding = true;
  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/accepted$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' })).toBeFocused();
  await expect(page.getByText('Buenas noticias, Lucía')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '1000 €' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The index sends the applicant to where they are.
  await page.goto(`${BASE_PATH}/`);
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/accepted$`));

  // Start again: the application is cleared and the brand's first page opens; / now goes there too.
  await page.getByRole('link', { name: 'Empezar una nueva solicitud' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/initial-details$`));
  await page.goto(`${BASE_PATH}/`);
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/initial-details$`));
});

test("redirected by POST: going now opens the partner's page by a form POST; Back shows the button, not a loop", async ({ page, request }) => {
  const id = await createLead(request, testEmail('redirect-post'));
  const partnerRequest = page.waitForRequest((req) => new URL(req.url()).pathname === '/partner/offer', { timeout: 20_000 });
  await page.goto(await continueUrl(request, id));
  // The hand-off waits 20 s by itself (WCAG 2.2.1); the applicant goes at once.
  await page.getByRole('button', { name: /^Ir a la web de / }).click();

  const sent = await partnerRequest;
  expect(sent.method()).toBe('POST');
  expect(new URLSearchParams(sent.postData() ?? '').get('leadId')).toBe(id);
  await expect(page).toHaveURL((url) => url.pathname === '/partner/offer' && url.searchParams.get('leadId') === id);
  await expect(page.getByText('Has llegado con POST.')).toBeVisible();
  await expect(page.getByTestId('partner-lead-id')).toHaveText(id);

  // Back from the partner: the screen remembers the redirect it followed and waits for the applicant
  // (its "continue" heading is the screen that no longer moves by itself).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/redirected$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Continúa tu solicitud con Sandbox Partner' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sandbox Partner' })).toBeVisible();
  await expect(page.getByText('Ya te hemos enviado a la web de')).toBeVisible();
  await expectNoAxeViolations(page);

  // The manual way works too.
  await page.getByRole('button', { name: /^Ir a la web de / }).click();
  await expect(page.getByText('Has llegado con POST.')).toBeVisible();
});
