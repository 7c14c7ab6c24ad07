import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATA_POINTS } from '../../domain/lead/data-points';
import { FORM_CONFIGURATION } from '../../domain/journey/form-config';
import { ACTIVE_BRAND_LIMITS } from '../../domain/country/limits';
import { ACTIVE_COUNTRY } from '../../domain/constants';
import { FIELD_REGISTRY, fieldFor } from './field-registry';
import { FIELD_ERROR_KEYS, STEP_FIELD_ERROR_KEYS } from '../../api/contract/common';
import { errorMessageKeys, rulesReady, serverErrorKeys, validateStep, visibleDataPoints } from './step-validation';

type Tree = { [key: string]: string | Tree };
const read = (lng: string): Tree => JSON.parse(readFileSync(`locales/${lng}/form.json`, 'utf8')) as Tree;
const lookup = (tree: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('>')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};
const LOCALES = { en: read('en'), es: read('es') };
const context = { country: ACTIVE_COUNTRY, limits: ACTIVE_BRAND_LIMITS, today: { year: 2025, month: 6, day: 15 } };

/** Values no field should accept, to see which keys validators really answer. */
const BAD_SAMPLES: unknown[] = [undefined, '', '  ', '<b>', 'x', '-5', 99_999_999, '2031-02-30', '1800-01-01', 'ES00 0000', 'abc', 7, true];

describe('SPEC §3: the field registry covers every data point', () => {
  it('has an entry for each of the DATA_POINTS', () => {
    expect(DATA_POINTS.filter((point) => fieldFor(point) === undefined)).toEqual([]);
    expect(Object.keys(FIELD_REGISTRY).sort()).toEqual([...DATA_POINTS].sort());
  });

  it('has an entry for every data point a configured form shows', () => {
    const shown = FORM_CONFIGURATION.flatMap((form) => form.dataPoints);
    expect(shown.filter((point) => fieldFor(point) === undefined)).toEqual([]);
  });

  for (const [lng, tree] of Object.entries(LOCALES)) {
    it(`${lng}: every field has a label that is a question or a consent, and its hint when it has one`, () => {
      for (const point of DATA_POINTS) {
        expect(lookup(tree, `fields>${point}>label`), point).toBeTruthy();
        if (FIELD_REGISTRY[point].hint) expect(lookup(tree, `fields>${point}>hint`), `${point} hint`).toBeTruthy();
      }
    });

    it(`${lng}: every error key a validator can answer has a message`, () => {
      for (const point of DATA_POINTS) {
        for (const key of FIELD_REGISTRY[point].errorKeys) {
          const found = errorMessageKeys(point, key).some((candidate) => lookup(tree, candidate));
          expect(found, `${point}: ${key}`).toBe(true);
        }
      }
    });

    it(`${lng}: every server error key of the lead API has a message of its own for every field (not only the catch-all)`, () => {
      const missing: string[] = [];
      for (const point of DATA_POINTS) {
        for (const message of FIELD_ERROR_KEYS.filter((key) => !(STEP_FIELD_ERROR_KEYS as readonly string[]).includes(key))) {
          if (!ownServerMessage(tree, point, message)) missing.push(`${point}: ${message}`);
        }
      }
      expect(missing).toEqual([]);
      // The check can fail: a key nobody translates finds nothing but the catch-all.
      expect(ownServerMessage(tree, 'contactDetails.postalCode', 'noSuchKey')).toBe(false);
    });
  }

  it('validators answer only the error keys their entry declares', () => {
    for (const point of DATA_POINTS) {
      const field = FIELD_REGISTRY[point];
      for (const sample of BAD_SAMPLES) {
        const key = field.validate(sample, context);
        if (key !== null) expect(field.errorKeys, `${point} on ${String(sample)}`).toContain(key);
      }
    }
  });

  it('option lists name a server list or carry translated values', () => {
    for (const point of DATA_POINTS) {
      const options = FIELD_REGISTRY[point].options;
      if (!options || 'choices' in options) continue;
      for (const value of options.values) {
        expect(lookup(LOCALES.en, `options>${point}>${value}`), `${point} ${value}`).toBeTruthy();
        expect(lookup(LOCALES.es, `options>${point}>${value}`), `${point} ${value}`).toBeTruthy();
      }
    }
  });
});

/** A message for a server error key other than the last-resort 'errors>server.unknown'. */
function ownServerMessage(tree: Tree, point: string, message: string): boolean {
  return serverErrorKeys(point, message)
    .filter((key) => key !== 'errors>server.unknown')
    .some((key) => lookup(tree, key));
}

describe('money is a whole amount the field has read', () => {
  it('text kept as typed is text the field refused (a decimal part among it) and is invalid, never read as another number', () => {
    const income = FIELD_REGISTRY['incomeDetails.monthlyIncome'];
    expect(income.validate(1500, context)).toBeNull();
    expect(income.validate('12.5', context)).toBe('money.invalid');
    expect(income.validate('1.500,50', context)).toBe('money.invalid');
    expect(income.validate(undefined, context)).toBe('required');
    expect(FIELD_REGISTRY['expenses.totalDebtAmount'].validate('1.5', context)).toBe('totalDebtAmount.invalid');
  });
});

describe('a step is validated by its visible fields', () => {
  it('shows the data points that have a field (the journey has left out the ones that do not apply)', () => {
    expect(visibleDataPoints(['otherDetails.housingTenure', 'nothing.known'])).toEqual(['otherDetails.housingTenure']);
  });

  it('lists errors in the order of the step, and none for answered fields', () => {
    const lead = { tags: [], personalDetails: { firstName: 'Ana' } };
    const points = ['personalDetails.firstName', 'personalDetails.middleName', 'personalDetails.lastName'];
    expect(validateStep(points, lead, context)).toEqual([['personalDetails.lastName', 'required']]);
  });

  it('a 422 "notFound" on the postcode reads the field\'s own message first', () => {
    expect(serverErrorKeys('contactDetails.postalCode', 'notFound')[0]).toBe('fields>contactDetails.postalCode>errors>server.notFound');
    expect(serverErrorKeys('contactDetails.postalCode', 'invalid')).toContain('errors>postalCode.invalid');
  });
});

describe('Continue decides with the full rules, whatever has loaded', () => {
  it('a step with no rule loaded lazily can decide at once', () => {
    expect(rulesReady(['personalDetails.firstName', 'contactDetails.email', 'personalDetails.dateOfBirth'])).toBeNull();
  });

  it('a step asking a phone waits for the phone library, after which German "12345" is no Handynummer', async () => {
    const points = ['contactDetails.email', 'contactDetails.phoneNumber'];
    // A promise until the library is here (another file of this worker may have loaded it already).
    await rulesReady(points);
    expect(rulesReady(points)).toBeNull();
    const lead = { tags: [], contactDetails: { email: 'jurgen@example.de', phoneNumber: '12345' } };
    expect(validateStep(points, lead, { ...context, country: 'DE' })).toEqual([['contactDetails.phoneNumber', 'phoneNumber.invalid']]);
  });
});
