import { deflateSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { BASE_PATH, expect, pendingInOutbox, test, untilStored } from './fixtures';
import { expectCalledOnce, openAtState, storedLead } from './after-offer-helpers';
import { PHONE_VIEWPORT, expectNoAxeViolations } from './journey-outcome-helpers';
import { cutNetwork, restoreNetwork, untilLoadedFilesCached } from './offline-support';

/**
 * The ID upload (state 30) where only a browser shows it: real photos decoded and made smaller
 * (happy-dom decodes no image), and an upload made offline, kept through a reload under the service
 * worker and sent once. What each field refuses, a PDF, the number by country, going on without
 * documents: tests/component/after-offer-id-upload.test.tsx.
 */
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
const isUpload = (request: Request) => request.method() === 'POST' && /\/api\/lead\/(idUpload|documentId)$/.test(request.url());

async function addBothSides(page: Page) {
  await page.getByLabel('Hacer una foto de la cara delantera').setInputFiles(FRONT);
  await expect(page.getByRole('img', { name: 'Tu foto de la cara delantera del documento' })).toBeVisible();
  await page.getByLabel('Elegir un archivo para la cara trasera').setInputFiles(BACK);
  await expect(page.getByRole('img', { name: 'Tu foto de la cara trasera del documento' })).toBeVisible();
}

test('id upload (30): photos are decoded and made smaller, kept across a reload, and sent once', async ({ page, request }) => {
  const sent: Request[] = [];
  page.on('request', (req) => void (isUpload(req) && sent.push(req)));
  const { id } = await openAtState(page, request, 30, '/id-upload');
  await addBothSides(page);
  // The photos are kept on this device until they are sent; reloaded once they are stored, as a
  // reload aborts an IndexedDB write in flight.
  await untilStored(page, 'dni-front.jpg', 'dni-back.jpg');
  await page.reload();
  await expect(page.getByRole('img', { name: 'Tu foto de la cara delantera del documento' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Tu foto de la cara trasera del documento' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(sent).toHaveLength(0);

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
    // The step's chunks are not precached: stored as they loaded, before the network goes.
    await untilLoadedFilesCached(page);

    await cutNetwork(context);
    await page.getByRole('button', { name: 'Enviar documentos' }).click();
    const waiting = page.getByRole('status').filter({ hasText: 'Estás sin conexión' });
    await expect(waiting).toBeVisible();
    // Reloaded once both writes, the number and the photos, are kept in the outbox: a reload aborts an
    // IndexedDB write in flight, and the photos' is long on a loaded machine.
    await expect.poll(() => pendingInOutbox(page)).toBe(2);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sube tu documento de identidad' })).toBeVisible();
    await expect(waiting).toBeVisible();
    expect((await storedLead(request, id)).calls?.idUpload).toBeUndefined();
    expect(await pendingInOutbox(page)).toBe(2);

    await restoreNetwork(context);
    await expect(page).toHaveURL(`${BASE_PATH}/accepted`, { timeout: 15_000 });
    await expectCalledOnce(request, id, 'idUpload', 10);
    expect((await storedLead(request, id)).calls?.documentId).toBe(1);
  });
});
