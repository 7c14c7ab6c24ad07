import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/config/runtime-config';
import { NAMESPACES } from '../../src/app/boot/i18n-namespaces';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}>${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const read = (lng: string, ns: string): Tree => JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8')) as Tree;
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('SPEC §1: all nine locales hold every key of the fallback language (en)', () => {
  for (const ns of NAMESPACES) {
    const reference = leaves(read('en', ns));
    for (const lng of LOCALES) {
      it(`${lng}/${ns}.json has every key, no stray key, no empty text, the same placeholders`, () => {
        const translated = leaves(read(lng, ns));
        expect([...reference.keys()].filter((key) => !translated.has(key))).toEqual([]);
        expect([...translated.keys()].filter((key) => !reference.has(key))).toEqual([]);
        expect([...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
        for (const [key, text] of reference) expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
      });
    }
  }
});
