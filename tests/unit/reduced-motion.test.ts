import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 2.3.3 and the applicant's own setting: under prefers-reduced-motion nothing keeps turning or
 * sliding. Every endless animation of the stylesheets is stopped (animation: none) in a
 * reduced-motion block; slowed down is still motion.
 */
const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(dir, entry.name)) : entry.name.endsWith('.css') ? [join(dir, entry.name)] : [],
  );

/** The selectors of rules whose animation runs forever, and the text of the reduced-motion blocks. */
function read(css: string) {
  const endless = [...css.matchAll(/([^{}]+)\{[^{}]*animation:[^;{}]*infinite[^{}]*\}/g)].map((match) => match[1]!.trim());
  const reduced = [...css.matchAll(/@media \(prefers-reduced-motion: reduce\) \{((?:[^{}]*\{[^{}]*\})*)\s*\}/g)].map((match) => match[1]!).join('\n');
  return { endless, reduced };
}

describe('under prefers-reduced-motion no endless animation runs', () => {
  for (const file of cssFiles('src')) {
    const { endless, reduced } = read(readFileSync(file, 'utf8'));
    for (const selector of endless.filter((text) => !text.startsWith('@'))) {
      it(`${file}: ${selector}`, () => {
        const rule = new RegExp(`${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{[^}]*animation:\\s*none`);
        expect(reduced).toMatch(rule);
      });
    }
  }
});
