import { describe, expect, it } from 'vitest';
import { peselCheckDigit, validateIdCardNumber, validatePesel, validatePolishAccount } from './polish-ids';

describe('PESEL', () => {
  it('accepts 11 digits whose last is the check digit of weights 1379137913 (10 minus the sum modulo 10)', () => {
    expect(peselCheckDigit('4405140135')).toBe(9);
    expect(validatePesel('44051401359')).toBeNull();
    expect(validatePesel('02270803624')).toBeNull();
  });
  it('rejects a wrong check digit', () => {
    expect(validatePesel('44051401358')).toBe('pesel.checkDigit');
  });
  it('reads the century from the month (+20 for the 2000s) and rejects dates that do not exist', () => {
    expect(validatePesel('02270803624')).toBeNull(); // 8 July 2002
    expect(validatePesel('44133001350')).toBe('pesel.birthDate'); // month 13
    expect(validatePesel('44023001356')).toBe('pesel.birthDate'); // 30 February
  });
  it('asks for 11 digits first', () => {
    expect(validatePesel('')).toBe('required');
    expect(validatePesel('4405140135')).toBe('pesel.format');
    expect(validatePesel('4405140135A')).toBe('pesel.format');
  });
});

describe('Polish identity card number', () => {
  it('accepts three letters and six digits whose first digit checks the rest (weights 7 3 1 7 3 1 7 3)', () => {
    expect(validateIdCardNumber('ABA300000')).toBeNull();
    expect(validateIdCardNumber('aba 300000')).toBeNull();
  });
  it('rejects a wrong check digit and other shapes', () => {
    expect(validateIdCardNumber('ABA400000')).toBe('idCard.checkDigit');
    expect(validateIdCardNumber('AB3000000')).toBe('idCard.format');
    expect(validateIdCardNumber('')).toBe('required');
  });
});

describe('Polish bank account (NRB)', () => {
  it('accepts 26 digits with valid IBAN check digits, with or without PL and spaces', () => {
    expect(validatePolishAccount('61 1090 1014 0000 0712 1981 2874')).toBeNull();
    expect(validatePolishAccount('PL61109010140000071219812874')).toBeNull();
  });
  it('rejects a wrong check digit and a wrong length', () => {
    expect(validatePolishAccount('62109010140000071219812874')).toBe('account.checkDigits');
    expect(validatePolishAccount('6110901014000007121981287')).toBe('account.format');
  });
});
