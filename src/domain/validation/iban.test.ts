import { describe, it, expect } from 'vitest';
import { IBAN_LENGTHS, hasValidIbanCheckDigits, validateIban } from './iban';

describe('IBAN', () => {
  it('SPEC: a Spanish IBAN has 24 characters and valid mod-97 check digits; spaces allowed', () => {
    expect(IBAN_LENGTHS.ES).toBe(24);
    expect(validateIban('ES9121000418450200051332')).toBeNull();
    expect(validateIban('es91 2100 0418 4502 0005 1332', 'ES')).toBeNull();
  });

  it('rejects wrong check digits and wrong lengths, each with its own key', () => {
    expect(validateIban('ES9221000418450200051332')).toBe('iban.checkDigits');
    expect(validateIban('ES912100041845020005133')).toBe('iban.length');
    expect(validateIban('not an iban')).toBe('iban.invalid');
    expect(validateIban('')).toBe('required');
  });

  it('requires the country when one is given', () => {
    expect(validateIban('DE89370400440532013000')).toBeNull();
    expect(validateIban('DE89370400440532013000', 'ES')).toBe('iban.country');
  });

  it('computes mod 97 over the rearranged number', () => {
    expect(hasValidIbanCheckDigits('GB82WEST12345698765432')).toBe(true);
    expect(hasValidIbanCheckDigits('GB83WEST12345698765432')).toBe(false);
  });
});
