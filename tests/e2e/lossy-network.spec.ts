import type { Page, Route } from '@playwright/test';
import { BASE_PATH, cssAnimationsAt, expect, leadsFor, test, untilStored } from './fixtures';
import { fillInitialDetails } from './journey-form-helpers';

/**
 * A journey on a lossy mobile link: some requests reset before they reach the server, some lost after
 * the server handled them, one that never answers. The queue's guarantees (one lead, nothing lost)
 * hold, and what the applicant sees stays honest: no English on a Spanish brand, no generic error,
 * no silent wait.
 */

/** Every third request for the app's code and data is reset; the first answer to each write is lost after the server handled it. */
function lossyLink(page: Page) {
  let seen = 0;
  const writesAnswered = new Set<string>();
  return page.route(
    (url) => url.pathname.startsWith(`${BASE_PATH}/assets/`) || url.pathname.startsWith('/api/') || url.pathname.endsWith('/config.json'),
    async (route: Route) => {
      const request = route.request();
      const { pathname } = new URL(request.url());
      // The e-mail check never answers: Continue goes on without it (the server checks the lead).
      if (pathname.startsWith('/api/email/validate/')) return;
      if (request.method() !== 'GET') {
        const key = `${request.method()} ${pathname}`;
        if (!writesAnswered.has(key)) {
          writesAnswered.add(key);
          await route.fetch();
          return route.abort('connectionreset');
        }
        return route.continue();
      }
      // The page's one script (src/entry.ts, a few bytes) is the request nothing can ask for again: it comes.
      if (/\/assets\/index-[\w-]+\.js$/.test(pathname)) return route.continue();
      seen += 1;
      return seen % 3 === 0 ? route.abort('connectionreset') : route.continue();
    },
  );
}

const NOT_SPANISH = /Something went wrong|No connection|Try again|Loading…/;

/** Continue, then the next step: on this link a press may take a few retries (backoff of 1, 2, 4 s). */
async function continueTo(page: Page, path: string) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe(`${BASE_PATH}${path}`);
}

test('a Spanish journey on a link that resets requests, loses answers and stalls a call: one lead, answers kept, every word Spanish', async ({ page, request }) => {
  test.setTimeout(120_000);
  const seenText: string[] = [];
  await page.exposeFunction('__sawText', (text: string) => void seenText.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => (window as unknown as { __sawText(text: string): void }).__sawText(document.body?.innerText ?? '')).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await lossyLink(page);
  const email = `accepted+lossy${Date.now()}@example.com`;
  await page.goto(`${BASE_PATH}/initial-details?amount=500&period=75`);
  await fillInitialDetails(page, email);
  await continueTo(page, '/loan-purpose');
  await page.getByRole('radio', { name: 'Gasto imprevisto' }).check();
  await continueTo(page, '/name');
  await page.getByRole('textbox', { name: '¿Cuál es tu nombre?' }).fill('Lucía');
  await page.getByRole('textbox', { name: '¿Cuál es tu primer apellido?' }).fill('García');
  await untilStored(page, 'Lucía', 'García');
  await page.reload();
  await expect(page.getByRole('textbox', { name: '¿Cuál es tu nombre?' })).toHaveValue('Lucía', { timeout: 20_000 });
  await continueTo(page, '/gender');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Cuál es tu sexo?');

  expect(await leadsFor(request, email)).toBe(1);
  expect(seenText.filter((text) => NOT_SPANISH.test(text))).toEqual([]);
  expect(seenText.filter((text) => /Algo ha ido mal/.test(text))).toEqual([]);
});

test('a first visit whose scripts never come says so on the drawn step within 10 s, offers a reload, and the step can be filled in', async ({ page }) => {
  await page.route(`**${BASE_PATH}/assets/*.js`, () => undefined);
  // The page never finishes loading: its scripts never come.
  await page.goto(`${BASE_PATH}/initial-details`, { waitUntil: 'commit' });
  const drawn = page.locator('#prerendered');
  await expect(drawn.getByRole('heading', { level: 1 })).toHaveText('Empieza tu solicitud');
  const notice = page.getByRole('status').filter({ hasText: 'La página está tardando más de lo normal en cargar con esta conexión.' });
  // No script runs: CSS shows the notice, its animations moved on rather than waited for.
  await cssAnimationsAt(page, 9_000);
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Recarga la página' })).toBeHidden();
  await cssAnimationsAt(page, 10_000);
  await expect(notice.getByRole('link', { name: 'Recarga la página' })).toBeVisible();
  await drawn.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }).fill('sin.scripts@example.com');
  await expect(drawn.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' })).toHaveValue('sin.scripts@example.com');
  expect(await page.locator('html').getAttribute('lang')).toBe('es-ES');
});
