/**
 * WCAG 2.x contrast arithmetic: the brand palettes' tests (src/brands/styles/contrast.test.ts) and the
 * partner colours a landing may bring (partner-colors.ts) are held to it.
 */

/** WCAG AA for body text, and for large text and UI components (1.4.3, 1.4.11). */
export const AA_TEXT_CONTRAST = 4.5;
export const AA_NON_TEXT_CONTRAST = 3;

const HEX_COLOUR = /^#([0-9a-f]{6})$/i;

/** Parses #rrggbb into 0–255 channels; returns undefined for anything else so the test can name the culprit. */
export function parseHexColour(value: string): readonly [number, number, number] | undefined {
  const match = HEX_COLOUR.exec(value.trim());
  if (!match?.[1]) return undefined;
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
}

/** Contrast ratio between two #rrggbb colours, from 1 to 21. Throws on a colour it cannot read. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHexColour(a);
  const cb = parseHexColour(b);
  if (!ca || !cb) throw new Error(`Not a #rrggbb colour: ${ca ? b : a}`);
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
