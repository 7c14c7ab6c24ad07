import { readFileSync, readdirSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BRAND_ICON, BRANDS } from '../src/config/brands';
import { BRANDS_DIR, describePng, sha256, withSourceHash } from './brand-icons';

const read = (brand: string, file: string) => readFileSync(`${BRANDS_DIR}/${brand}/${file}`);

describe("each brand's icon: a PNG drawn from its favicon.svg (Chrome draws an SVG icon on the main thread)", () => {
  it.each(BRANDS.map(({ id }) => id))('%s: its PNG is square at the manifest size and drawn from the SVG as it is now (else: npm run brand-icons)', (brand) => {
    const png = describePng(read(brand, BRAND_ICON.file));
    expect({ width: png.width, height: png.height }).toEqual({ width: BRAND_ICON.size, height: BRAND_ICON.size });
    expect(png.sourceHash).toBe(sha256(read(brand, BRAND_ICON.source)));
  });

  it('has a folder for every brand and no other', () => {
    expect(readdirSync(BRANDS_DIR).sort()).toEqual(BRANDS.map(({ id }) => id).sort());
  });

  it('records the source hash in a well-formed tEXt chunk before the end, and reads none from a PNG without it', () => {
    const plain = withoutTextChunks(read('es-solcredito', BRAND_ICON.file));
    expect(describePng(plain).sourceHash).toBeNull();
    const marked = withSourceHash(plain, '<svg/>');
    expect(describePng(marked)).toEqual({ width: BRAND_ICON.size, height: BRAND_ICON.size, sourceHash: sha256('<svg/>') });
    const chunk = marked.subarray(plain.length - 12, marked.length - 12);
    const length = chunk.readUInt32BE(0);
    expect(chunk.toString('latin1', 4, 8)).toBe('tEXt');
    expect(chunk.readUInt32BE(8 + length)).toBe(crc32(chunk.subarray(4, 8 + length)));
    expect(marked.subarray(-12).toString('latin1', 4, 8)).toBe('IEND');
  });

  it('refuses what is not a PNG', () => {
    expect(() => describePng(Buffer.from('<svg/>'))).toThrow('not a PNG');
  });
});

/** The PNG without its tEXt chunks, as a screenshot comes. */
function withoutTextChunks(png: Buffer): Buffer {
  const parts = [png.subarray(0, 8)];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) !== 'tEXt') parts.push(png.subarray(at, at + 12 + length));
    at += 12 + length;
  }
  return Buffer.concat(parts);
}
