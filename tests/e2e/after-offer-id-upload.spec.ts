import { deflateSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { findBrand } from '../../src/config/brands';
import { BASE_PATH, expect, test, withRuntimeConfig } from './fixtures';
import { expectCalledOnce, openAtState, storedLead } from './after-offer-helpers';
import { PHONE_VIEWPORT, completeSpanishLead, continueUrl, expectNoAxeViolations, testEmail } from './journey-outcome-helpers';
import { cutNetwork, restoreNetwork } from './offline-support';

test.use({ viewport: PHONE_VIEWPORT });

// --- A real PNG made here (a photo of a card: a gradient with a darker band), no fixture file. ---
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    const band = y > height * 0.4 && y < height * 0.5;
    for (let x = 0; x < width; x += 1) {
      const shade = Math.round((x / width) * 120);
      raw.set(band ? [40, 40, 60] : [120 + shade, 170, 210 - shade / 2], row + 1 + x * 3);
    }
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const FRONT = { name: 'dni-front.png', mimeType: 'image/png', buffer: png(2400, 1600) };
const BACK = { name: 'dni-back.png', mimeType: 'image/png', buffer: png(800, 500) };
const NOT_AN_IMAGE = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') };
const TYPE_ERROR = /El archivo de la cara delantera no se puede usar\. Elige una foto \(JPG o PNG\) o un PDF/;

const screenshot = (page: Page, name: string) => page.screenshot({ path: `/tmp/s9b-${name}.png`, fullPage: true });
const isUpload = (request: Request) => request.method() === 'POST' && /\/api\/lead\/(idUpload|documentId)$/.test(request.url());

async function addBothSides(page: Page) {
  await page.getByLabel('Hacer una foto de la cara delantera').setInputFiles(FRONT);
  await expect(page.getByRole('img', { name: 'Tu foto de la cara delantera del documento' })).toBeVisible();
  await page.getByLabel('Elegir un archivo para la cara trasera').setInputFiles(BACK);
  await expect(page.getByRole('img', { name: 'Tu foto de la cara trasera del documento' })).toBeVisible();
}

test('id upload (30): a wrong file is refused and nothing sent; photos are downscaled, kept across a reload and sent once', async ({ page, request }) => {
  const sent: Request[] = [];
  page.on('request', (req) => void (isUpload(req) && sent.push(req)));
  const { id } = await openAtState(page, request, 30, '/id-upload');
  await expect(page).toHaveTitle(/^Sube tu documento de identidad – /);
  // The number the applicant gave in the form is there already.
  await expect(page.getByRole('textbox', { name: '¿Cuál es tu número de DNI o NIE?' })).toHaveValue('12345678Z');
  const camera = page.getByLabel('Hacer una foto de la cara delantera');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(camera).toHaveAttribute('accept', 'image/*,application/pdf');
  await expectNoAxeViolations(page);
  await screenshot(page, 'id-upload-30');

  await page.getByLabel('Elegir un archivo para la cara delantera').setInputFiles(NOT_AN_IMAGE);
  await expect(camera).toHaveAccessibleDescription(TYPE_ERROR);
  await page.getByRole('button', { name: 'Enviar documentos' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('alert').getByRole('link', { name: TYPE_ERROR })).toBeVisible();
  await expect(page.getByRole('alert').getByRole('link', { name: /Añade una foto o un archivo de la cara trasera/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'id-upload-30-error');

  await addBothSides(page);
  await expect(camera).not.toHaveAccessibleDescription(TYPE_ERROR);
  // The photos are kept on this device until they are sent.
  await page.reload();
  await expect(page.getByRole('img', { name: 'Tu foto de la cara delantera del documento' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Tu foto de la cara trasera del documento' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'id-upload-30-ready');
  expect(sent).toHaveLength(0);
  expect((await storedLead(request, id)).calls?.idUpload).toBeUndefined();

  const uploaded = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/lead/idUpload'));
  await page.getByRole('button', { name: 'Enviar documentos' }).click();
  const body = (await uploaded).postDataJSON() as { front: { name: string; type: string; dataUrl: string }; back?: { type: string; dataUrl: string } };
  expect(body.front).toMatchObject({ name: 'dni-front.jpg', type: 'image/jpeg' });
  expect(body.back?.type).toBe('image/jpeg');
  // Longest side 2000 px, proportions kept; the small back is not enlarged.
  const size = (dataUrl: string) =>
    page.evaluate(async (url) => {
      // An image, not fetch(): the CSP lets data: URLs be images, not connections.
      const image = new Image();
      image.src = url;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, dataUrl);
  expect(await size(body.front.dataUrl)).toEqual([2000, 1333]);
  expect(await size(body.back?.dataUrl ?? '')).toEqual([800, 500]);

  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await expectCalledOnce(request, id, 'idUpload', 10);
  expect((await storedLead(request, id)).calls?.documentId).toBe(1);
});

test('id upload (30): a PDF over 5 MB is refused; a PDF scan is sent as it is and needs no back; a wrong DNI is said at its field', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 30, '/id-upload');
  const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20), Buffer.from('\n%%EOF\n')]);
  const file = page.getByLabel('Elegir un archivo para la cara delantera');
  await file.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdf(5.5 * 1024 * 1024) });
  await expect(page.getByLabel('Hacer una foto de la cara delantera')).toHaveAccessibleDescription(/El archivo de la cara delantera es demasiado grande\. Elige uno de hasta 5 MB/);

  await file.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdf(200 * 1024) });
  await expect(page.getByText('scan.pdf')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Cara trasera del documento' })).toHaveCount(0);

  const number = page.getByRole('textbox', { name: '¿Cuál es tu número de DNI o NIE?' });
  await number.fill('12345678A');
  await page.getByRole('button', { name: 'Enviar documentos' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(number).toHaveAccessibleDescription(/Revisa el número: la letra del final no corresponde/);
  expect((await storedLead(request, id)).calls).toBeUndefined();

  await number.fill('X1234567L');
  const uploaded = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/lead/idUpload'));
  await page.getByRole('button', { name: 'Enviar documentos' }).click();
  const body = (await uploaded).postDataJSON() as { front: { name: string; type: string; dataUrl: string }; back?: unknown };
  expect(body.front).toMatchObject({ name: 'scan.pdf', type: 'application/pdf' });
  expect(body.front.dataUrl.startsWith('data:application/pdf;base64,JVBERi0xLjQK')).toBe(true);
  expect(body.back).toBeUndefined();
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await expectCalledOnce(request, id, 'idUpload', 10);
});

test('id upload (30), Mexico: the document is the CURP, as on the INE; a Spanish DNI is refused, a valid CURP finishes the step (issue 29)', async ({ page, request }) => {
  const brand = findBrand('mx-pesofacil');
  if (!brand) throw new Error('no Mexican brand');
  await withRuntimeConfig(page, (config) => ({ ...config, brand: brand.id, country: brand.country, locale: brand.locale, productId: brand.productId }));
  // A Mexican lead (classic flow) that the sandbox sends to the ID upload after checking.
  const spanish = completeSpanishLead(testEmail('state-30'));
  const curp = 'LOAN850327MDFPNN01';
  const lead = {
    ...spanish,
    amount: brand.amount.default,
    contactDetails: { ...(spanish.contactDetails as object), phoneNumber: '55 1234 5678', postalCode: '06600', city: 'Ciudad de México', province: undefined },
    personalDetails: { firstName: 'Lucía', lastName: 'Olvera', dateOfBirth: '1985-03-27', personalCode: curp },
    incomeDetails: { incomeSource: 'permanentEmployee', monthlyIncome: 18000, incomePayday: 15, iban: '032180000118359719' },
    referenceDetails: { type: 'family', name: 'Ana López', phoneNumber: '55 8765 4321' },
  };
  const created = await request.post(`/api/v2/lead?brand=${brand.id}`, { data: lead });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(await continueUrl(request, id));
  await expect(page).toHaveURL(`${BASE_PATH}/id-upload`, { timeout: 15_000 });

  await expect(page.getByText('La entidad necesita ver las dos caras de tu INE. Toma una foto con tu celular o elige un archivo.')).toBeVisible();
  const number = page.getByRole('textbox', { name: '¿Cuál es tu CURP?' });
  // The CURP the applicant gave in the form is there already.
  await expect(number).toHaveValue(curp);
  await expect(number).toHaveAccessibleDescription(/Viene en tu INE: 18 letras y números, como LOAN850327MDFPNN01/);
  await addBothSides(page);
  await screenshot(page, 'id-upload-30-mx');

  await number.fill('12345678Z');
  await page.getByRole('button', { name: 'Enviar documentos' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(number).toHaveAccessibleDescription(/Revisa tu CURP: no corresponde a una clave válida/);
  await expectNoAxeViolations(page);
  await screenshot(page, 'id-upload-30-mx-error');
  expect((await storedLead(request, id)).calls?.documentId).toBeUndefined();

  await number.fill(curp.toLowerCase());
  await page.getByRole('button', { name: 'Enviar documentos' }).click();
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await expectCalledOnce(request, id, 'idUpload', 10);
  const stored = await storedLead(request, id);
  expect(stored.calls?.documentId).toBe(1);
  expect(stored.steps?.documentId).toEqual({ documentId: curp });
});

test('id upload (30): the applicant may go on without the documents (skip-document-upload)', async ({ page, request }) => {
  const { id } = await openAtState(page, request, 30, '/id-upload');
  await page.getByRole('button', { name: 'Seguir sin documentos' }).click();
  await expect(page).toHaveURL(`${BASE_PATH}/accepted`);
  await expectCalledOnce(request, id, 'skipDocumentUpload', 10);
  expect((await storedLead(request, id)).calls?.idUpload).toBeUndefined();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('id upload (30): sent offline, kept through a reload without a network, sent exactly once when back online', async ({ page, context, request }) => {
    const { id } = await openAtState(page, request, 30, '/id-upload');
    // Under the service worker's control, so the page loads again without a network.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Sube tu documento de identidad' })).toBeVisible();
    await addBothSides(page);

    await cutNetwork(context);
    await page.getByRole('button', { name: 'Enviar documentos' }).click();
    const waiting = page.getByRole('status').filter({ hasText: 'Estás sin conexión' });
    await expect(waiting).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sube tu documento de identidad' })).toBeVisible();
    await expect(waiting).toBeVisible();
    expect((await storedLead(request, id)).calls?.idUpload).toBeUndefined();
    await screenshot(page, 'id-upload-30-offline');

    await restoreNetwork(context);
    await expect(page).toHaveURL(`${BASE_PATH}/accepted`, { timeout: 15_000 });
    await expectCalledOnce(request, id, 'idUpload', 10);
    expect((await storedLead(request, id)).calls?.documentId).toBe(1);
  });
});
