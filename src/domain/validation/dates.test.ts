import { describe, it, expect } from 'vitest';
import { TWO_DIGIT_YEAR_CUTOFF } from '../constants';
import { expandTwoDigitYear, parseTypedDate, toIsoDate } from './dates';

describe('typed dates', () => {
  it('SPEC §9: two-digit years below the cutoff 60 are 20xx, the others 19xx', () => {
    expect(TWO_DIGIT_YEAR_CUTOFF).toBe(60);
    expect(expandTwoDigitYear(TWO_DIGIT_YEAR_CUTOFF - 1)).toBe(2059);
    expect(expandTwoDigitYear(TWO_DIGIT_YEAR_CUTOFF)).toBe(1960);
    expect(expandTwoDigitYear(5)).toBe(2005);
    expect(parseTypedDate('01/02/85')).toEqual({ year: 1985, month: 2, day: 1 });
  });

  it('reads DD/MM/YYYY, D-M-YYYY, DD.MM.YYYY and ISO dates', () => {
    expect(parseTypedDate('31/12/1990')).toEqual({ year: 1990, month: 12, day: 31 });
    expect(parseTypedDate('1-2-2001')).toEqual({ year: 2001, month: 2, day: 1 });
    expect(parseTypedDate('15.06.1975')).toEqual({ year: 1975, month: 6, day: 15 });
    expect(parseTypedDate('1990-12-31')).toEqual({ year: 1990, month: 12, day: 31 });
  });

  it('rejects dates that do not exist', () => {
    for (const bad of ['31/02/1990', '29/02/2023', '00/01/2000', '01/13/2000', 'soon', '1/1/199']) {
      expect(parseTypedDate(bad), bad).toBeNull();
    }
    expect(parseTypedDate('29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('formats YYYY-MM-DD', () => {
    expect(toIsoDate({ year: 1985, month: 2, day: 1 })).toBe('1985-02-01');
  });
});
