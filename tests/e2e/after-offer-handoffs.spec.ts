import type { Page } from '@playwright/test';
import { BASE_PATH, expect, test } from './fixtures';
import { expectCalledOnce, openAtState, storedLead } from './after-offer-helpers';
import { PHONE_VIEWPORT, expectNoAxeViolations } from './journey-outcome-helpers';

/**
 * The bank-link and payment hand-offs (states 9, 17–19, issue 11): the partner's page opens as the
 * server says (the tab, or a frame for Tink), the sandbox partner answers success, failure or
 * cancel, the return is sent once and the lead moves only on success; a forged return sends nothing.
 */
test.use({ viewport: PHONE_VIEWPORT });

const HANDOFFS = [
  { state: 9, route: '/instantor', partner: 'Instantor', title: 'Conecta tu banco con Instantor', frame: false },
  { state: 17, route: '/wenance-tink', partner: 'Tink', title: 'Conecta tu banco con Tink', frame: true },
  { state: 18, route: '/wenance-account', partner: 'Wenance', title: 'Conecta tu banco con Wenance', frame: false },
  { state: 19, route: '/moneyman-paylands', partner: 'Paylands', title: 'Añade tu tarjeta con Paylands', frame: false },
] as const;

const RESULT_LINKS = { success: 'Conectar y volver (éxito)', failure: 'Simular un fallo del banco', cancel: 'Cancelar y volver' } as const;
const RESULT_TEXT = {
  failure: /no ha podido terminar y no se ha compartido nada/,
  cancel: /Has cancelado en .*Tu solicitud sigue aquí/,
} as const;

/** On the step, goes to the sandbox partner (in the tab or in its frame) and picks its answer there. */
async function answerAtPartner(page: Page, partner: string, frame: boolean, result: keyof typeof RESULT_LINKS) {
  if (frame) {
    const partnerFrame = page.frameLocator(`iframe[title="Página segura de ${partner}"]`);
    await partnerFrame.getByRole('link', { name: RESULT_LINKS[result] }).click();
  } else {
    await page.getByRole('link', { name: `Ir a ${partner}` }).click();
    await expect(page).toHaveURL(/\/partner\/bank-link\?/);
    await page.getByRole('link', { name: RESULT_LINKS[result] }).click();
  }
}

for (const { state, route, partner, title, frame } of HANDOFFS) {
  test.describe(`${route} (${state})`, () => {
    test(`success: ${partner} links, the return is sent once and the lead moves on`, async ({ page, request }) => {
      const { id } = await openAtState(page, request, state, route);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
      await expect(page.getByRole('list').getByRole('listitem')).toHaveCount(3);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/s11-handoff-${state}.png`, fullPage: true });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await answerAtPartner(page, partner, frame, 'success');
      await expect(page).toHaveURL(`${BASE_PATH}/accepted`, { timeout: 15_000 });
      await expectCalledOnce(request, id, 'partnerReturn', 10);
    });

    for (const result of ['failure', 'cancel'] as const) {
      test(`${result}: the applicant is told, the lead stays, and can try again`, async ({ page, request }) => {
        const { id } = await openAtState(page, request, state, route);
        await answerAtPartner(page, partner, frame, result);
        await expect(page).toHaveURL(new RegExp(`${BASE_PATH}${route}\\?result=${result}&ref=`));
        await expect(page.getByRole('alert')).toHaveText(RESULT_TEXT[result]);
        await expectCalledOnce(request, id, 'partnerReturn', state);
        if (result === 'failure') {
          await expectNoAxeViolations(page);
          await page.screenshot({ path: `/tmp/s11-handoff-${state}-${result}.png`, fullPage: true });
        }
        // A reload keeps the screen and does not send the return again.
        await page.reload();
        await expect(page.getByRole('alert')).toHaveText(RESULT_TEXT[result]);
        await expectCalledOnce(request, id, 'partnerReturn', state);
        await expect(page.getByRole('link', { name: `Volver a intentarlo con ${partner}` })).toHaveAttribute('href', /\/partner\/bank-link\?/);
      });
    }
  });
}

test('a forged or unknown return does not move the application and sends nothing', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 9, '/instantor');
  for (const search of ['?result=approved&ref=abcdefgh12345678', '?result=success&ref=forgedforgedforged1']) {
    await page.goto(`${BASE_PATH}/instantor${search}`);
    await expect(page.getByRole('alert')).toHaveText(/No hemos podido leer la respuesta de Instantor/);
  }
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/s11-handoff-forged.png', fullPage: true });
  const lead = await storedLead(request, id);
  expect(lead.calls?.partnerReturn).toBeUndefined();
  expect(lead.state).toBe(9);
});

test('a partner address that is not http(s) is refused with an error screen', async ({ page, request }) => {
  await page.route('**/api/lead/status/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { redirect?: { url: string } };
    if (body.redirect) body.redirect.url = 'javascript:alert(1)//?handoff=instantor';
    await route.fulfill({ response, json: body });
  });
  await openAtState(page, request, 9, '/instantor');
  await expect(page.getByText(/No hemos abierto la página de Instantor: la dirección que hemos recibido no es segura/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a Instantor' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
