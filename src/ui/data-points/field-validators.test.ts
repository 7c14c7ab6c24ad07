import { describe, expect, it } from 'vitest';
import {
  MINIMUM_AGE,
  MONEY_MAX,
  ageOn,
  parseStoredDate,
  requireYesNo,
  validateDateOfBirth,
  validateFutureDate,
  validateLicensePlate,
  validateMoney,
  validatePastDate,
  validatePersonalCodeFor,
} from './field-validators';

const today = { year: 2025, month: 6, day: 15 };

describe('form validators beside SPEC §5', () => {
  it('a date is stored as YYYY-MM-DD and must be a real calendar date', () => {
    expect(parseStoredDate('1985-03-27')).toEqual({ year: 1985, month: 3, day: 27 });
    expect(parseStoredDate('1985-3-7')).toEqual({ year: 1985, month: 3, day: 7 });
    expect(parseStoredDate('2023-02-29')).toBeNull();
    expect(parseStoredDate('1985-3-')).toBeNull();
  });

  it(`an applicant is at least ${MINIMUM_AGE} on the day they apply`, () => {
    expect(validateDateOfBirth('2007-06-15', today)).toBeNull();
    expect(validateDateOfBirth('2007-06-16', today)).toBe('dateOfBirth.tooYoung');
    expect(validateDateOfBirth('1890-01-01', today)).toBe('date.invalid');
    expect(validateDateOfBirth('2030-01-01', today)).toBe('date.future');
    expect(validateDateOfBirth('', today)).toBe('required');
    expect(validateDateOfBirth('1985-13-01', today)).toBe('date.invalid');
    expect(ageOn({ year: 2000, month: 6, day: 16 }, today)).toBe(24);
  });

  it('past dates may be today, future dates must be after today', () => {
    expect(validatePastDate('2025-06-15', today)).toBeNull();
    expect(validatePastDate('2025-06-16', today)).toBe('date.future');
    expect(validateFutureDate('2025-06-15', today)).toBe('date.past');
    expect(validateFutureDate('2026-01-01', today)).toBeNull();
  });

  it(`money is a whole, non-negative amount up to ${MONEY_MAX}`, () => {
    expect(validateMoney(1500)).toBeNull();
    expect(validateMoney(0)).toBeNull();
    expect(validateMoney(-1)).toBe('money.min');
    expect(validateMoney(MONEY_MAX + 1)).toBe('money.max');
    expect(validateMoney('12a')).toBe('money.invalid');
    expect(validateMoney('')).toBe('required');
  });

  it('a yes/no answer is a boolean; false is an answer', () => {
    expect(requireYesNo(false)).toBeNull();
    expect(requireYesNo(undefined)).toBe('required');
  });

  it('the personal code is the country national identifier with its check digit (country-rules.ts)', () => {
    expect(validatePersonalCodeFor('12345678Z', 'ES')).toBeNull();
    expect(validatePersonalCodeFor('12345678A', 'ES')).toBe('personalCode.invalid');
    expect(validatePersonalCodeFor('44051401359', 'PL')).toBeNull();
    expect(validatePersonalCodeFor('ABC12345', 'PL')).toBe('personalCode.invalid');
    expect(validatePersonalCodeFor('<', 'PL')).toBe('personalCode.invalid');
  });

  it('licence plates are letters and digits', () => {
    expect(validateLicensePlate('1234 BCD')).toBeNull();
    expect(validateLicensePlate('<script>')).toBe('licensePlate.invalid');
  });
});
