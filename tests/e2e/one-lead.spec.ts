import type { Page, Route } from '@playwright/test';
import { BASE_PATH, expect, leadsFor, test } from './fixtures';
import { LANDING, answerEveryDynamicStep, continueTo, fillInitialDetails } from './journey-form-helpers';

// Issue 10, "One application, one lead": whatever the clicks, tabs and retries, one intent is one lead.
const LEAD_CREATE = '**/api/v3/lead';
const EMAIL_CHECK = '**/api/email/validate/**';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' });

test('a double click while the e-mail check is slow sends one create: one lead', async ({ page, request }) => {
  const email = `accepted+double${Date.now()}@example.com`;
  await page.route(EMAIL_CHECK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const creates: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v3/lead')) creates.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.goto(LANDING);
  await fillInitialDetails(page, email);
  await continueButton(page).dblclick();
  await expect(page).toHaveURL(`${BASE_PATH}/loan-purpose`);
  expect(creates).toHaveLength(1);
  expect(await leadsFor(request, email)).toBe(1);
});

test('the same application in two tabs, Continue pressed in both: one lead, and both tabs go on', async ({ context, request }) => {
  const email = `accepted+tabs${Date.now()}@example.com`;
  const first = await context.newPage();
  await first.goto(LANDING);
  await fillInitialDetails(first, email);
  await first.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }).blur();
  const second = await context.newPage();
  await second.goto(`${BASE_PATH}/initial-details`);
  // The second tab shows the same application: its answers come from the shared storage.
  await expect(second.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' })).toHaveValue(email);
  // SPEC §4 stale data: before the lead exists, policy acceptance is not carried over to a new page; ticked again here.
  await second.getByRole('checkbox', { name: /condiciones generales/ }).check();
  await second.getByRole('checkbox', { name: /política de privacidad/ }).check();

  await Promise.all([continueButton(first).click(), continueButton(second).click()]);
  await expect(first).toHaveURL(`${BASE_PATH}/loan-purpose`);
  await expect(second).toHaveURL(`${BASE_PATH}/loan-purpose`);
  expect(await leadsFor(request, email)).toBe(1);
});

test('retries spent, then Continue, then a reload: the create keeps its one key, one lead', async ({ page, request }) => {
  const email = `accepted+spent${Date.now()}@example.com`;
  const keys = new Set<string>();
  let serverDown = true;
  await page.clock.install();
  await page.route(LEAD_CREATE, (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.add(route.request().headers()['idempotency-key'] ?? '');
    return serverDown ? route.abort('connectionreset') : route.continue();
  });
  await page.goto(LANDING);
  await fillInitialDetails(page, email);
  await continueButton(page).click();
  const retry = page.getByRole('button', { name: 'Volver a intentarlo' });
  await expect(async () => {
    await page.clock.runFor(30_000);
    await expect(retry).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 20_000 });

  // Not the retry button: Continue again (Enter in the form), after changing an answer. Still the same create.
  // (Keyboard, not a click: with the test clock holding animation frames a click waits for stability forever.)
  await page.getByRole('checkbox', { name: /ofertas personalizadas/ }).press('Space');
  await expect(page.getByRole('checkbox', { name: /ofertas personalizadas/ })).toBeChecked();
  await page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }).press('Enter');
  // TanStack notifies through timers: the test clock lets them run.
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(page.getByRole('status').filter({ hasText: 'Tus respuestas están guardadas' })).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 10_000 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
  serverDown = false;
  await expect(async () => {
    await page.clock.runFor(30_000);
    await expect(page).toHaveURL(`${BASE_PATH}/loan-purpose`, { timeout: 200 });
  }).toPass({ timeout: 20_000 });
  expect(keys.size).toBe(1);
  expect(await leadsFor(request, email)).toBe(1);
});

test('a slow server is said after a few seconds; trying again now sends the same submission: one lead', async ({ page, request }) => {
  const email = `accepted+slow${Date.now()}@example.com`;
  const keys: string[] = [];
  let hold = true;
  await page.clock.install();
  await page.route(LEAD_CREATE, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!hold) return route.continue();
    // The first attempt never answers (until the page drops it).
    await new Promise(() => undefined);
  });
  await page.goto(LANDING);
  await fillInitialDetails(page, email);
  await continueButton(page).click();
  // The first attempt has reached the network (and hangs there) before the slow time starts.
  await expect(async () => {
    await page.clock.runFor(100);
    expect(keys).toHaveLength(1);
  }).toPass({ timeout: 10_000 });
  // TanStack and React are told of changes through timers: the test clock lets them run.
  const sending = page.getByRole('status').filter({ hasText: 'Enviando' });
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(sending).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 10_000 });
  await page.clock.runFor(8_100);
  const slow = page.getByRole('status').filter({ hasText: 'Está tardando más de lo normal' });
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(slow).toContainText('Tus respuestas están guardadas en este dispositivo', { timeout: 200 });
  }).toPass({ timeout: 10_000 });
  hold = false;
  await slow.getByRole('button', { name: 'Volver a intentarlo ahora' }).press('Enter');
  await expect(page).toHaveURL(`${BASE_PATH}/loan-purpose`);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(await leadsFor(request, email)).toBe(1);
});

test('a decided application stays decided: Back from the outcome lands on it, and no write is sent', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(LANDING);
  await fillInitialDetails(page, `accepted+back${Date.now()}@example.com`);
  await continueTo(page, '/loan-purpose');
  await answerEveryDynamicStep(page);
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`, { timeout: 15_000 });
  const writes: string[] = [];
  page.on('request', (r) => {
    if (['POST', 'PUT'].includes(r.method()) && /\/api\/v[23]\/lead$/.test(r.url())) writes.push(r.method());
  });
  await page.goBack();
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await page.goto(`${BASE_PATH}/pep-details`);
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await page.goForward();
  await page.reload();
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  expect(writes).toEqual([]);
});

test('a 4xx to a submission queued before a reload reaches the applicant at the step that owns it', async ({ page }) => {
  test.setTimeout(45_000);
  let serverUnreachable = true;
  await page.route(LEAD_CREATE, (route) => (serverUnreachable && route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue()));
  await page.goto(LANDING);
  await fillInitialDetails(page, `field-error.personalDetails.firstName+${Date.now()}@example.com`);
  await continueButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'seguimos intentándolo' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
  serverUnreachable = false;
  // The server refuses the first name: the applicant is taken to the step that asks it, the message at the field.
  await expect(page).toHaveURL(`${BASE_PATH}/name`);
  const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
  await expect(summary).toBeFocused();
  await expect(page.getByRole('textbox', { name: '¿Cuál es tu nombre?' })).toHaveAttribute('aria-invalid', 'true');
});

test('a tap on the first consent right after typing the e-mail ticks it: the e-mail check line moves nothing', async ({ page }) => {
  await page.route(EMAIL_CHECK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(LANDING);
  const consent = page.getByRole('checkbox', { name: /condiciones generales/ });
  await page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }).fill(`tap+${Date.now()}@example.com`);
  await consent.scrollIntoViewIfNeeded();
  const before = await consent.boundingBox();
  await consent.click();
  await expect(page.getByText('Comprobando tu correo electrónico…')).toBeVisible();
  expect(await consent.boundingBox()).toEqual(before);
  await expect(consent).toBeChecked();
});
