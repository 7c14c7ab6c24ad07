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

  it('formats money by Intl in the brand language tag (SPEC §9: €; issue 12: "$ 1.000.000" in Colombia, "5.000.000 ₫" in Vietnam)', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(currencyGoesBefore('EUR', 'es')).toBe(false);
    expect(currencyGoesBefore('COP', 'co')).toBe(true);
    expect(plain(formatMoney(300, 'EUR', 'es'))).toBe('300 €');
    expect(plain(formatMoney(1000, 'EUR', 'de'))).toBe('1.000 €');
    expect(plain(formatMoney(1_000_000, 'COP', 'co'))).toBe('$ 1.000.000');
    expect(plain(formatMoney(5000, 'MXN', 'mx'))).toBe('$5,000');
    expect(plain(formatMoney(5_000_000, 'VND', 'vn'))).toBe('5.000.000 ₫');
    expect(plain(formatMoney(2000, 'RON', 'ro'))).toBe('2.000 lei');
    expect(plain(formatMoney(5000, 'PHP', 'ph'))).toBe('₱5,000');
  });

  it('makes fragment-safe ids from dotted data points', () => {
    expect(fieldId('contactDetails.postalCode')).toBe('field-contactDetails-postalCode');
  });
});
