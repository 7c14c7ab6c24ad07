import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/config/runtime-config';
import { FIELD_REGISTRY } from '../../src/ui/data-points/field-registry';
import { parseStoredDate } from '../../src/ui/data-points/field-validators';
import { DATE_PART_ORDER, languageTagOf, storedDateOf, type DateParts } from '../../src/ui/form-fields/formatters';

/**
 * A date's example is written as the locale writes dates ("27.03.1985" in German,
 * not "27 3 1985"), in the order of the date field's own inputs, and what it shows is the date meant:
 * typed into the field's day, month and year, it is stored as that date.
 */
type Form = { fields: Record<string, { hint?: string }>; errors: Record<string, string> };
const formOf = (lng: string) => JSON.parse(readFileSync(`locales/${lng}/form.json`, 'utf8')) as Form;

/** The date each example shows, by where it is said: a date field's hint, or the message of a date that is not one. */
const EXAMPLES: Readonly<Record<string, string>> = {
  'fields>personalDetails.dateOfBirth>hint': '1985-03-27',
  'fields>otherDetails.housingTenureSinceDate>hint': '2019-09-01',
  'fields>otherDetails.idCardIssuedAt>hint': '2020-06-15',
  'fields>expenses.mortgageStartedAt>hint': '2015-09-01',
  'fields>expenses.mortgageExpiresAt>hint': '2045-09-01',
  'fields>incomeDetails.incomeContractStartedAt>hint': '2021-03-01',
  'fields>incomeDetails.incomeContractExpiresAt>hint': '2026-12-31',
  'errors>date.invalid': '1985-03-27',
};

function textAt(form: Form, key: string): string {
  const [section, name, leaf] = key.split('>');
  const text = section === 'fields' ? form.fields[name ?? '']?.[leaf as 'hint'] : form.errors[name ?? ''];
  if (text === undefined) throw new Error(`no text at ${key}`);
  return text;
}

/** How the locale's language writes the date with two-digit day and month (Intl, as a phone would show it). */
function intlPartsOf(iso: string, lng: string) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const format = new Intl.DateTimeFormat(languageTagOf(lng), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  const parts = format.formatToParts(Date.UTC(year, month - 1, day));
  const separator = parts.find((part) => part.type === 'literal')?.value ?? '';
  const value = (type: keyof DateParts) => parts.find((part) => part.type === type)?.value ?? '';
  return { formatted: format.format(Date.UTC(year, month - 1, day)), separator, value, intlOrder: parts.filter((part) => part.type !== 'literal').map((part) => part.type) };
}

/** What the date field stores when each number of `example` is typed into its input, in the field's order. */
function typedIntoTheField(example: string, separator: string): unknown {
  const numbers = example.split(separator);
  const parts = Object.fromEntries(DATE_PART_ORDER.map((part, index) => [part, numbers[index] ?? ''])) as DateParts;
  return parseStoredDate(storedDateOf(parts));
}

const exampleIn = (text: string) => /\d{1,4}\D\d{1,2}\D\d{1,4}/.exec(text)?.[0];

describe('each locale writes its date examples its own way, in the order of the field’s inputs', () => {
  it('every date field with a hint has its example checked here', () => {
    const dateHints = Object.entries(FIELD_REGISTRY)
      .filter(([, field]) => field.kind === 'date' && field.hint)
      .map(([dataPoint]) => `fields>${dataPoint}>hint`);
    expect(dateHints.filter((key) => !(key in EXAMPLES))).toEqual([]);
  });

  for (const lng of LOCALES) {
    const form = formOf(lng);
    it.each(Object.entries(EXAMPLES))(`${lng}: %s`, (key, iso) => {
      const text = textAt(form, key);
      const example = exampleIn(text);
      expect(example, text).toBeDefined();
      const intl = intlPartsOf(iso, lng);
      // Intl's way (separator, two-digit day and month), in the field's order of day, month and year.
      expect(example).toBe(DATE_PART_ORDER.map(intl.value).join(intl.separator));
      // Where the language also puts the day first, that is exactly Intl's text ("27.03.1985").
      if (intl.intlOrder.join() === DATE_PART_ORDER.join()) expect(example).toBe(intl.formatted);
      const [year, month, day] = iso.split('-').map(Number);
      expect(typedIntoTheField(example ?? '', intl.separator)).toEqual({ year, month, day });
    });
  }

  it('German, Polish and Romanian write 27.03.1985; Spanish (es, mx, co) and Vietnamese 27/03/1985', () => {
    for (const lng of ['de', 'pl', 'ro']) expect(exampleIn(textAt(formOf(lng), 'fields>personalDetails.dateOfBirth>hint'))).toBe('27.03.1985');
    for (const lng of ['es', 'mx', 'co', 'vn']) expect(exampleIn(textAt(formOf(lng), 'fields>personalDetails.dateOfBirth>hint'))).toBe('27/03/1985');
  });
});
