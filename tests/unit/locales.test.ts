import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countryTextValues } from '../../src/config/countries';
import { LOCALES } from '../../src/config/runtime-config';
import { LAZY_NAMESPACES, NAMESPACES } from '../../src/config/translations';

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

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a locale must hold: English's, with each plural key (`days_one`, `days_other`) replaced
 * by one key per plural category of the locale's own rules, as i18next picks them at run time
 * (Intl.PluralRules of the locale code: Polish needs few and many, Romanian few).
 */
function expectedKeys(reference: Map<string, string>, lng: string): Map<string, string> {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, text] of reference) {
    if (!PLURAL_SUFFIX.test(key)) expected.set(key, text);
    else for (const category of categories) expected.set(key.replace(PLURAL_SUFFIX, `_${category}`), reference.get(key.replace(PLURAL_SUFFIX, '_other')) ?? text);
  }
  return expected;
}
/**
 * The country's words (src/config/countries.ts) are every text's default variables: a locale may name
 * them where its grammar wants ("Effektiver Jahreszins" as a German label, {{costName}} in a sentence)
 * or not at all. Polish greets without the first name: it addresses in the vocative ("Anno"), which
 * a given name cannot reliably be put in, and the nominative there reads wrong.
 */
const COUNTRY_WORDS: ReadonlySet<string> = new Set(Object.keys(countryTextValues('ES')));
const LEFT_OUT: Readonly<Record<string, readonly string[]>> = { pl: ['name'] };
const placeholders = (text: string, lng = '') =>
  [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? ''))]
    .filter((name) => !COUNTRY_WORDS.has(name) && !(LEFT_OUT[lng] ?? []).includes(name))
    .sort();

describe('SPEC §1: all nine locales hold every key of the fallback language (en)', () => {
  for (const ns of [...NAMESPACES, ...LAZY_NAMESPACES]) {
    const reference = leaves(read('en', ns));
    for (const lng of LOCALES) {
      it(`${lng}/${ns}.json has every key (and its language's plural forms), no stray key, no empty text, the same placeholders`, () => {
        const translated = leaves(read(lng, ns));
        const expected = expectedKeys(reference, lng);
        expect([...expected.keys()].filter((key) => !translated.has(key))).toEqual([]);
        expect([...translated.keys()].filter((key) => !expected.has(key))).toEqual([]);
        expect([...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
        for (const [key, text] of expected) expect(placeholders(translated.get(key) ?? '', lng), key).toEqual(placeholders(text, lng));
      });
    }
  }
});

/**
 * Every text in the brand's language. A value identical to English is a text nobody
 * translated, unless it is a word the language shares with English (this short list) or holds no
 * words at all (numbers, a lone placeholder).
 */
/** Partner names are the same in every language. */
const PROPER_NAMES = ['Advanzia Bank', 'TF Bank'];
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  es: ['No', 'Error:'],
  mx: ['No', 'Error:'],
  co: ['No', 'Error:'],
  de: ['(optional)'],
};
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, ''));

describe('no locale leaves a text in English', () => {
  for (const ns of NAMESPACES) {
    const english = leaves(read('en', ns));
    for (const lng of LOCALES.filter((code) => code !== 'en' && code !== 'ph')) {
      it(`${lng}/${ns}.json has no value identical to English outside the allow-list`, () => {
        const allowed = [...PROPER_NAMES, ...(SAME_AS_ENGLISH[lng] ?? [])];
        const untranslated = [...leaves(read(lng, ns))]
          .filter(([key, text]) => english.get(key) === text && hasWords(text) && !allowed.includes(text))
          .map(([key, text]) => `${key}: ${text}`);
        expect(untranslated).toEqual([]);
      });
    }
  }
});

describe('a house without a number, in each language', () => {
  it.each(LOCALES)('%s: the word the message suggests is one the house-number rule accepts, and Spanish s/n is only Spanish', async (lng) => {
    const { validateHouseNumber } = await import('../../src/domain/validation/validation-text');
    const message = leaves(read(lng, 'form')).get('fields>contactDetails.houseNumber>errors>required') ?? '';
    const word = /[«“„"]([^»”“"]+)[»”“"]/.exec(message)?.[1];
    expect(word, message).toBeDefined();
    expect(validateHouseNumber(word)).toBeNull();
    expect(word === 's/n').toBe(['es', 'mx', 'co'].includes(lng));
  });
});
