import { describe, expect, it } from 'vitest';
import { cnpBirthDate, cnpCheckDigit, isValidCnp, validateCnp } from './cnp';

describe('Romanian CNP (state 28)', () => {
  it('accepts a CNP whose 13th digit is the weighted sum of the first 12 (279146358279) modulo 11', () => {
    expect(cnpCheckDigit('180010142001')).toBe(0);
    expect(validateCnp('1800101420010')).toBeNull();
    expect(validateCnp('2990315400011')).toBeNull();
    expect(validateCnp('5010203123454')).toBeNull();
  });

  it('writes a remainder of 10 as check digit 1', () => {
    // 190010142005 weighs to 153, and 153 % 11 = 10.
    expect(cnpCheckDigit('190010142005')).toBe(1);
    expect(validateCnp('1900101420051')).toBeNull();
  });

  it('rejects a CNP with a wrong check digit (a typo in any digit)', () => {
    expect(validateCnp('1800101420011')).toBe('cnp.checkDigit');
    expect(validateCnp('1800101420019')).toBe('cnp.checkDigit');
    expect(isValidCnp('1800101420011')).toBe(false);
  });

  it('ignores spaces people type between groups', () => {
    expect(validateCnp(' 1 800101 42 001 0 ')).toBeNull();
  });

  it('asks for 13 digits before anything else', () => {
    expect(validateCnp('')).toBe('required');
    expect(validateCnp('180010142001')).toBe('cnp.format');
    expect(validateCnp('18001014200100')).toBe('cnp.format');
    expect(validateCnp('18001014200A0')).toBe('cnp.format');
  });

  it('rejects a birth date that does not exist, and a first digit of 0', () => {
    expect(validateCnp('1800231420010')).toBe('cnp.birthDate');
    expect(validateCnp('1970229410001')).toBe('cnp.birthDate');
    expect(validateCnp('0800101420010')).toBe('cnp.birthDate');
    // 29 February 1996 was a day.
    expect(validateCnp('1960229410007')).toBeNull();
  });

  it('rejects a county code outside 01–52 and 70', () => {
    expect(validateCnp('1800101000018')).toBe('cnp.county');
    expect(validateCnp('1800101530012')).toBe('cnp.county');
  });

  it('reads the date of birth from the first seven digits, the first giving the century', () => {
    expect(cnpBirthDate('1800101420010')).toBe('1980-01-01');
    expect(cnpBirthDate('5010203123454')).toBe('2001-02-03');
    expect(cnpBirthDate('3991231123456')).toBe('1899-12-31');
    expect(cnpBirthDate('1800230420010')).toBeNull();
  });
});
