import { describe, expect, it } from 'vitest';
import {
  currencyGoesBefore,
  datePartsOf,
  fieldId,
  formatMoney,
  groupIban,
  storedDateOf,
  toStoredNumber,
} from './formatters';

describe('field formatters', () => {
  it('groups an IBAN by four as it is typed, in capitals', () => {
    expect(groupIban('es9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(groupIban('ES91 21')).toBe('ES91 21');
    expect(groupIban('ES91-2100')).toBe('ES91 2100');
  });

  it('stores whole numbers as numbers and anything else as typed', () => {
    expect(toStoredNumber('1500')).toBe(1500);
    expect(toStoredNumber('1.500')).toBe(1500);
    expect(toStoredNumber('12,5')).toBe('12,5');
    expect(toStoredNumber('  ')).toBeUndefined();
  });

  it('keeps a half-typed date and stores a complete one as ISO', () => {
    expect(storedDateOf({ day: '7', month: '3', year: '1985' })).toBe('1985-03-07');
    expect(storedDateOf({ day: '7', month: '', year: '' })).toBe('--7');
    expect(storedDateOf({ day: '', month: '', year: '' })).toBeUndefined();
    expect(datePartsOf('1985-03-07')).toEqual({ day: '7', month: '3', year: '1985' });
    expect(datePartsOf('--7')).toEqual({ day: '7', month: '', year: '' });
  });

  it('writes the euro after the amount and the dollar before it (SPEC §9: €)', () => {
    expect(currencyGoesBefore('€')).toBe(false);
    expect(currencyGoesBefore('$')).toBe(true);
    expect(formatMoney(300, '€', 'es-ES')).toBe('300 €');
    expect(formatMoney(1000, '$', 'en')).toBe('$1,000');
  });

  it('makes fragment-safe ids from dotted data points', () => {
    expect(fieldId('contactDetails.postalCode')).toBe('field-contactDetails-postalCode');
  });
});
