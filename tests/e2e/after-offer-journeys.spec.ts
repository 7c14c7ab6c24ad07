import type { Page } from '@playwright/test';
import { BASE_PATH, expect, test, untilStored } from './fixtures';
import { expectCalledOnce, openAtState, storedLead } from './after-offer-helpers';
import { PHONE_VIEWPORT, atDoubleText, expectNoAxeViolations } from './journey-outcome-helpers';

/**
 * After-offer journeys in Chromium against the production build and lead-api, where a browser sees
 * more than a test DOM: reached through a continue link, answered, kept in IndexedDB across a real
 * reload, scanned by axe with their answers in (each screen as it opens: after-offer-screens.spec.ts),
 * and sent once; more tabs, text at 200 %, the partner's page and back. Each screen's own behaviour
 * (its messages, its calls, its answers kept after a reload and sent once, every lead step's among
 * them): tests/component/after-offer-*.test.tsx, handoffs.test.tsx.
 */
test.use({ viewport: PHONE_VIEWPORT });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' });

async function expectAccepted(page: Page) {
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' })).toBeFocused();
}

test('verification (7): one SMS however many tabs open the step; the code as copied from it moves the lead on', async ({ page, context, request }) => {
  const { id } = await openAtState(page, request, 7, '/mobile-verification');
  const sentTo = 'Te hemos enviado un SMS con un código de 4 cifras al móvil que termina en 678.';
  await expect(page.getByText(sentTo)).toBeVisible();
  await expect.poll(async () => (await storedLead(request, id)).calls?.mobileVerification).toBe(1);

  // Two more tabs on the same step: each says where the code went, none sends another.
  const sends: string[] = [];
  context.on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith('/lead/mobile/verification')) sends.push(sent.url());
  });
  for (const _tab of [2, 3]) {
    const tab = await context.newPage();
    await tab.goto(`${BASE_PATH}/mobile-verification`);
    await expect(tab.getByRole('heading', { level: 1, name: 'Revisa tu móvil' })).toBeVisible();
    await expect(tab.getByText(sentTo)).toBeVisible();
  }

  await page.getByRole('textbox', { name: 'Escribe el código' }).pressSequentially('0 0 0 0');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'mobileVerify', 10);
  // Whatever a tab sent on opening went out before the code was even typed.
  expect(sends).toEqual([]);
  expect((await storedLead(request, id)).calls?.mobileVerification).toBe(1);
});

test('consents (29): at 200 % text nothing runs off the page; the ticks are saved and the lead moves on', async ({ page, request }) => {
  const CREDIT_CHECK = 'Autorizo la consulta de mis datos en ficheros de solvencia patrimonial y crédito.';
  const { id } = await openAtState(page, request, 29, '/advanzia-consents');
  await expect(page.getByRole('heading', { level: 1, name: 'Tus consentimientos para Advanzia Bank' })).toBeFocused();

  await atDoubleText(page, 'consents (29)', async () => {
    await expect(page.getByRole('checkbox', { name: CREDIT_CHECK })).toBeVisible();
    const label = await page.getByText(CREDIT_CHECK).boundingBox();
    expect(label && label.x + label.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  });

  await page.getByRole('checkbox', { name: CREDIT_CHECK }).check();
  await page.getByRole('checkbox', { name: 'Acepto que mi solicitud se envíe al prestamista que me ofrece el préstamo.' }).check();
  await continueButton(page).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'consents', 10);
});

test('data steps: the wniosek (33), kept across a reload, then its completion (34), each sent once, to accepted', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 33, '/wniosek');
  const pesel = page.getByRole('textbox', { name: '¿Cuál es tu número PESEL?' });
  await pesel.fill('44051401359');
  await page.getByRole('textbox', { name: '¿Cuál es el número de tu documento de identidad?' }).fill('ABA300000');
  await page.getByRole('textbox', { name: '¿Cuántas personas viven en tu hogar, contándote a ti?' }).fill('3');
  await page.getByRole('textbox', { name: /¿Cuánto gasta tu hogar al mes\?/ }).fill('1800');
  await untilStored(page, '1800');
  await page.reload();
  await expect(pesel).toHaveValue('44051401359');
  await expectNoAxeViolations(page);
  await continueButton(page).click();

  await expect(page).toHaveURL(`${BASE_PATH}/wniosek-uzupelnienie`);
  await expect(page.getByRole('heading', { level: 1, name: 'Un dato más para terminar tu solicitud' })).toBeFocused();
  await page.getByRole('textbox', { name: '¿En qué cuenta quieres recibir el préstamo?' }).fill('61 1090 1014 0000 0712 1981 2874');
  await continueButton(page).click();
  await expectAccepted(page);
  const lead = await storedLead(request, id);
  expect(lead.calls?.wniosek).toBe(2);
  expect(lead.state).toBe(10);
});

test("hand-off (9): to Instantor's page in the tab and back with its answer: the return is sent once and the lead moves on", async ({ page, request }) => {
  const { id } = await openAtState(page, request, 9, '/instantor');
  await expect(page.getByRole('heading', { level: 1, name: 'Conecta tu banco con Instantor' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Ir a Instantor' }).click();
  await expect(page).toHaveURL(/\/partner\/bank-link\?/);
  await page.getByRole('link', { name: 'Conectar y volver (éxito)' }).click();
  await expectAccepted(page);
  await expectCalledOnce(request, id, 'partnerReturn', 10);
});
