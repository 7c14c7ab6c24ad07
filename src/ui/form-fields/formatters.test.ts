import { describe, expect, it } from 'vitest';
import { TWO_DIGIT_YEAR_CUTOFF } from '../../domain/constants';
import { LOCALES } from '../../config/runtime-config';
import {
  amountText,
  currencyGoesBefore,
  datePartsOf,
  fieldId,
  formatMoney,
  groupIban,
  numberSeparators,
  fullYearOf,
  storedDateOf,
  toStoredAmount,
  toStoredNumber,
  typedAmountText,
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

  it('SPEC §9: a two-digit year below the cutoff 60 is 20xx, from it 19xx; four digits stay as typed', () => {
    expect(TWO_DIGIT_YEAR_CUTOFF).toBe(60);
    expect(storedDateOf({ day: '27', month: '3', year: '85' })).toBe('1985-03-27');
    expect(storedDateOf({ day: '1', month: '1', year: String(TWO_DIGIT_YEAR_CUTOFF - 1) })).toBe('2059-01-01');
    expect(storedDateOf({ day: '1', month: '1', year: String(TWO_DIGIT_YEAR_CUTOFF) })).toBe('1960-01-01');
    expect(storedDateOf({ day: '1', month: '1', year: '00' })).toBe('2000-01-01');
    expect(fullYearOf('05')).toBe('2005');
    expect(fullYearOf('1985')).toBe('1985');
    expect(fullYearOf('198')).toBe('198');
  });

  it('formats money by Intl in the brand language tag (SPEC §9: €; "$ 1.000.000" in Colombia, "5.000.000 ₫" in Vietnam)', () => {
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

  it("each locale's group and decimal marks come from Intl, as amount-input.test.ts names them", () => {
    const marks = Object.fromEntries(LOCALES.map((locale) => [locale, numberSeparators(locale)]));
    expect(marks).toEqual({
      en: { group: ',', decimal: '.' }, mx: { group: ',', decimal: '.' }, ph: { group: ',', decimal: '.' },
      es: { group: '.', decimal: ',' }, co: { group: '.', decimal: ',' }, vn: { group: '.', decimal: ',' },
      de: { group: '.', decimal: ',' }, ro: { group: '.', decimal: ',' }, pl: { group: '\u00a0', decimal: ',' },
    });
  });

  it('an amount field shows the whole amount grouped as its locale writes it, as the hints do', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(amountText(5_000_000, 'co')).toBe('5.000.000');
    expect(amountText(5_000_000, 'vn')).toBe('5.000.000');
    expect(amountText(5_000_000, 'mx')).toBe('5,000,000');
    expect(amountText(5_000_000, 'ph')).toBe('5,000,000');
    expect(plain(amountText(15_000, 'pl'))).toBe('15 000');
    // Spanish (and Polish) Intl groups from five digits: "1500", as formatMoney writes "1500 €".
    expect(amountText(1500, 'es')).toBe('1500');
    expect(amountText(15_000, 'es')).toBe('15.000');
    // Text is shown grouped when it is a whole amount (an after-offer step keeps text), as typed when it is not.
    expect(amountText('2500000', 'co')).toBe('2.500.000');
    expect(amountText('1.500,50', 'es')).toBe('1.500,50');
    expect(amountText('12a', 'co')).toBe('12a');
    expect(amountText(undefined, 'co')).toBe('');
    // Never a rounded decimal: a number that is not a whole amount is shown as it is.
    expect(amountText(12.5, 'co')).toBe('12.5');
  });

  it('an amount field stores the plain number however it was grouped, and refused text as typed', () => {
    expect(toStoredAmount('5.000.000', 'co')).toBe(5_000_000);
    expect(toStoredAmount('5 000 000', 'vn')).toBe(5_000_000);
    expect(toStoredAmount('5,000,000', 'co')).toBe(5_000_000);
    expect(toStoredAmount('5,000,000', 'mx')).toBe(5_000_000);
    expect(toStoredAmount('15\u00a0000', 'pl')).toBe(15_000);
    expect(toStoredAmount('1.500', 'es')).toBe(1500);
    // A decimal part is refused (the field's rule says money.invalid), never multiplied.
    expect(toStoredAmount('1.500,50', 'es')).toBe('1.500,50');
    expect(toStoredAmount('5.000', 'mx')).toBe('5.000');
    expect(toStoredAmount('5,000', 'co')).toBe('5,000');
    expect(toStoredAmount(' ', 'co')).toBeUndefined();
    // A digit typed at the end of what was shown.
    expect(toStoredAmount('5.0000', 'co', '5.000')).toBe(50_000);
    expect(toStoredAmount('5.0000', 'co')).toBe('5.0000');
  });

  it('once typed, an amount is shown regrouped with the zeros typed before it, refused text as typed', () => {
    expect(typedAmountText('5.0000', 50_000, 'co')).toBe('50.000');
    expect(typedAmountText('500000', 500_000, 'vn')).toBe('500.000');
    expect(typedAmountText('.000', 0, 'co')).toBe('000');
    expect(typedAmountText('1.500,50', '1.500,50', 'es')).toBe('1.500,50');
  });

  it('makes fragment-safe ids from dotted data points', () => {
    expect(fieldId('contactDetails.postalCode')).toBe('field-contactDetails-postalCode');
  });
});
