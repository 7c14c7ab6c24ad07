import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';
import { BRAND_ICON } from '../src/config/brand-icon';

/**
 * A brand's icon (BRAND_ICON) is drawn from its favicon.svg into a PNG, here, once per change
 * of the SVG, and the PNG is what pages and the web app manifest link. Chrome draws an SVG icon in a
 * document of its own on the page's main thread (twice: the tab's icon and the manifest's) while the
 * app takes the drawn step over; a PNG it only decodes. The PNG
 * records the SHA-256 of the SVG it was drawn from, so a test finds a PNG that an edited SVG left
 * behind: `npm run brand-icons` draws them again (in the system Chromium, as the browser tests).
 */
export const BRANDS_DIR = 'public/brands';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SOURCE_KEYWORD = 'Source SHA-256';

type Chunk = { type: string; data: Buffer; start: number };

function chunksOf(png: Buffer): Chunk[] {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length), start: at });
    at += 12 + length;
  }
  return chunks;
}

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** The PNG with a tEXt chunk naming the hash of the SVG it was drawn from, before its end. */
export function withSourceHash(png: Buffer, svg: Buffer | string): Buffer {
  const end = chunksOf(png).find((chunk) => chunk.type === 'IEND');
  if (!end) throw new Error('PNG without an end');
  const body = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from(`${SOURCE_KEYWORD}\0${sha256(svg)}`, 'latin1')]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), chunk.length - 4);
  return Buffer.concat([png.subarray(0, end.start), chunk, png.subarray(end.start)]);
}

/** What a PNG says of itself: its size, and the SVG hash `withSourceHash` put in (null when none). */
export function describePng(png: Buffer): { width: number; height: number; sourceHash: string | null } {
  const chunks = chunksOf(png);
  const header = chunks.find((chunk) => chunk.type === 'IHDR');
  if (!header) throw new Error('PNG without a header');
  const source = chunks
    .filter((chunk) => chunk.type === 'tEXt')
    .map((chunk) => chunk.data.toString('latin1').split('\0'))
    .find(([keyword]) => keyword === SOURCE_KEYWORD);
  return { width: header.data.readUInt32BE(0), height: header.data.readUInt32BE(4), sourceHash: source?.[1] ?? null };
}

/** Draws every brand's icon in the system Chromium, as an <img> as Chrome draws a favicon, on a transparent page. */
async function drawAll() {
  const { chromium } = await import('@playwright/test');
  const { CHROMIUM_ARGS, chromePath } = await import('./chromium.mjs');
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: BRAND_ICON.size, height: BRAND_ICON.size }, deviceScaleFactor: 1 });
    for (const brand of readdirSync(BRANDS_DIR).sort()) {
      const svg = readFileSync(`${BRANDS_DIR}/${brand}/${BRAND_ICON.source}`);
      const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
      await page.setContent(`<body style="margin:0"><img alt="" width="${BRAND_ICON.size}" height="${BRAND_ICON.size}" src="${src}"></body>`);
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: BRAND_ICON.size, height: BRAND_ICON.size } });
      writeFileSync(`${BRANDS_DIR}/${brand}/${BRAND_ICON.file}`, withSourceHash(png, svg));
      console.log(`brand-icons: ${BRANDS_DIR}/${brand}/${BRAND_ICON.file}`);
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await drawAll();
