import { BASE_PATH, expect, steady, test } from './fixtures';
import { PHONE_VIEWPORT, continueUrl, createLead, expectNoAxeViolations, screenshot, testEmail } from './journey-outcome-helpers';

test.use({ viewport: PHONE_VIEWPORT });

for (const [outcome, method] of [['redirect', 'GET'], ['redirect-post', 'POST']] as const) {
  test(`redirected by ${method}: the partner's page opens by the method the server said; Back offers the button, not a loop`, async ({ page, request }) => {
    const id = await createLead(request, testEmail(outcome));
    const partnerRequest = page.waitForRequest((req) => new URL(req.url()).pathname === '/partner/offer', { timeout: 20_000 });
    await page.goto(await continueUrl(request, id));

    const sent = await partnerRequest;
    expect(sent.method()).toBe(method);
    if (method === 'POST') expect(new URLSearchParams(sent.postData() ?? '').get('leadId')).toBe(id);
    await expect(page).toHaveURL((url) => url.pathname === '/partner/offer' && url.searchParams.get('leadId') === id);
    await expect(page.getByText(`Has llegado con ${method}.`)).toBeVisible();
    await expect(page.getByTestId('partner-lead-id')).toHaveText(id);

    // Back from the partner: the screen remembers the accepted redirect and waits for the applicant.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/redirected$`));
    // redirect-post@ names its partner: its logo and name; redirect@ does not: "your lender".
    const partner = method === 'POST' ? 'Sandbox Partner' : 'tu prestamista';
    await expect(page.getByRole('heading', { level: 1, name: `Continúa tu solicitud con ${partner}` })).toBeVisible();
    if (method === 'POST') await expect(page.getByRole('img', { name: 'Sandbox Partner' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Qué pasa ahora' })).toBeVisible();
    await expect(page.getByText('Ya te hemos enviado a la web de')).toBeVisible();
    const button = method === 'GET' ? page.getByRole('link', { name: /^Ir a la web de / }) : page.getByRole('button', { name: /^Ir a la web de / });
    await expect(button).toBeVisible();
    // It stays: no automatic redirect loops back to the partner.
    expect(await steady(async () => new URL(page.url()).pathname)).toBe(`${BASE_PATH}/redirected`);
    await expectNoAxeViolations(page);
    await screenshot(page, `redirected-${method.toLowerCase()}`);
    await page.screenshot({ path: `/tmp/s11-redirected-${method.toLowerCase()}.png`, fullPage: true });

    // The manual way works too.
    await button.click();
    await expect(page.getByText(`Has llegado con ${method}.`)).toBeVisible();
  });
}
