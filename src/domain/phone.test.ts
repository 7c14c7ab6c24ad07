import { describe, it, expect } from 'vitest';
import { PHONE_EXTENSION_MAX_DIGITS, PHONE_INPUT_MAX_LENGTH, parsePhone, toE164, validatePhoneNumber } from './phone';

describe('phone validation', () => {
  it('SPEC §5/§9: accepts Spanish numbers (+34) for the active brand', () => {
    for (const value of ['612345678', '612 34 56 78', '+34 612 345 678', '0034612345678', '912345678']) {
      expect(validatePhoneNumber(value, 'ES'), value).toBeNull();
    }
  });

  it('rejects numbers that are not Spanish, too short or not dialable in Spain', () => {
    for (const value of ['+44 7911 123456', '12', '61234567', '512345678', 'abc']) {
      expect(validatePhoneNumber(value, 'ES'), value).toBe('phoneNumber.invalid');
    }
    expect(validatePhoneNumber('', 'ES')).toBe('required');
  });

  it('SPEC §5: input is at most 250 characters', () => {
    expect(validatePhoneNumber('6'.repeat(PHONE_INPUT_MAX_LENGTH + 1), 'ES')).toBe('phoneNumber.tooLong');
  });

  it('SPEC §5: an extension has up to 20 digits', () => {
    expect(parsePhone(`612345678 ext. ${'1'.repeat(PHONE_EXTENSION_MAX_DIGITS - 1)}`, 'ES')?.ext).toHaveLength(PHONE_EXTENSION_MAX_DIGITS - 1);
  });

  it('takes the country as a parameter', () => {
    expect(validatePhoneNumber('+49 30 901820', 'DE')).toBeNull();
    expect(validatePhoneNumber('612345678', 'XX')).toBe('phoneNumber.invalid');
  });
});

describe('toE164', () => {
  it('SPEC §4: formats a valid phone as E.164 with +', () => {
    expect(toE164('612 34 56 78', 'ES')).toBe('+34612345678');
  });

  it("SPEC §5: an invalid phone gives ''", () => {
    expect(toE164('123', 'ES')).toBe('');
  });
});
