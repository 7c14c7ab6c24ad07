import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandRecord } from '../../config/brands';
import { AA_NON_TEXT_CONTRAST, AA_TEXT_CONTRAST, contrastRatio, parseHexColour } from '../../domain/embedding/contrast';
import { readBrandTokens } from './contrast';

const TOKENS = ['primary', 'primary-contrast', 'accent', 'surface', 'text', 'muted', 'focus', 'radius', 'font'] as const;
const COLOURS = ['primary', 'primary-contrast', 'accent', 'surface', 'text', 'muted', 'focus'] as const;

const cssOf = (id: string) => readFileSync(new URL(`./${id}.css`, import.meta.url), 'utf8');

/** The tokens as the page gets them: the stylesheet's, with the record's primary and surface written in at build (vite.config.ts). */
function tokensOf(brand: BrandRecord): Record<string, string> {
  return { ...readBrandTokens(cssOf(brand.stylesheet)), primary: brand.themeColor, surface: brand.backgroundColor };
}

describe('contrast arithmetic (WCAG 2.x)', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches a known pair: #767676 on white is just above 4.5', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses colours it cannot read', () => {
    expect(parseHexColour('red')).toBeUndefined();
    expect(() => contrastRatio('#fff', '#000000')).toThrow('#fff');
  });
});

describe.each(BRANDS.map((brand) => [brand.id, brand] as const))('%s stylesheet', (id, brand) => {
  const tokens = tokensOf(brand);

  it('sets every token base-tokens.css reads, colours as #rrggbb', () => {
    for (const name of TOKENS) expect(tokens[name], name).toBeTruthy();
    for (const name of COLOURS) expect(parseHexColour(tokens[name] ?? ''), name).toBeDefined();
  });

  it('meets WCAG AA: button text on primary and body and hint text on the surface at 4.5:1', () => {
    const t = (name: string) => tokens[name] ?? '';
    expect(contrastRatio(t('primary'), t('primary-contrast'))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(t('text'), t('surface'))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(t('muted'), t('surface'))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('keeps primary, accent and focus visible on the surface at 3:1 (WCAG 1.4.11)', () => {
    for (const name of ['primary', 'accent', 'focus']) {
      expect(contrastRatio(tokens[name] ?? '', tokens.surface ?? ''), name).toBeGreaterThanOrEqual(AA_NON_TEXT_CONTRAST);
    }
  });

  it('loads no web font', () => {
    const css = readFileSync(new URL(`./${id}.css`, import.meta.url), 'utf8');
    expect(css).not.toMatch(/@font-face|@import|url\(/);
  });
});
