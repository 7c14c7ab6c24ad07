import { LANDING, fillInitialDetails } from '../e2e/journey-form-helpers';
import { BASE_PATH, expect, leadsFor, test } from './fixtures';

/**
 * DESIGN.md §5 in each engine: a Continue pressed while the server cannot be reached waits, and is
 * sent once when it can. Neither driver can take the browser's network away (Firefox's WebDriver BiDi
 * has no offline emulation in puppeteer, WebKit's WebDriver none at all), so the proxy refuses every
 * request, as a server gone or a network lost on the way does; the browser itself still says online.
 */
test('a Continue with the server out of reach waits, then is sent once when it is back', async ({ tab, site }) => {
  await tab.goto(LANDING);
  const email = `accepted+offline${Date.now()}@example.com`;
  await fillInitialDetails(tab, email);
  site.cut();
  await tab.getByRole('button', { name: 'Continuar' }).click();
  // Told that it is taking longer, that the answers are kept and will be sent.
  await tab.getByRole('status').getByText(/Tus respuestas están guardadas en este dispositivo y se enviarán/).waitFor();
  expect(await tab.url()).toMatch(/\/initial-details/);
  expect(await leadsFor(email)).toBe(0);

  site.cut(false);
  // The applicant does not wait for the next retry: the one pressed and the one due make one lead.
  await tab.getByRole('button', { name: 'Volver a intentarlo ahora' }).click();
  await expect.poll(() => tab.url()).toBe(`${tab.origin}${BASE_PATH}/loan-purpose`);
  expect(await leadsFor(email)).toBe(1);
});
