import { describe, it, expect } from 'vitest';
import { PHONE_EXTENSION_MAX_DIGITS, PHONE_INPUT_MAX_LENGTH, parsePhone, toE164, validatePhoneNumber } from './phone';

describe('phone validation', () => {
  it('SPEC §5/§9: accepts Spanish numbers (+34) for the active brand', () => {
    for (const value of ['612345678', '612 34 56 78', '+34 612 345 678', '0034612345678', '912345678']) {
      expect(validatePhoneNumber(value, 'ES', 'call'), value).toBeNull();
    }
  });

  it('rejects numbers that are not Spanish, too short or outside the numbering plan', () => {
    for (const value of ['+44 7911 123456', '12', '61234567', 'abc', '+34 999 999 999']) {
      expect(validatePhoneNumber(value, 'ES', 'call'), value).toBe('phoneNumber.invalid');
    }
    expect(validatePhoneNumber('', 'ES', 'call')).toBe('required');
  });

  it('rejects service numbers nobody answers as a person: toll-free 900, UAN 5xx', () => {
    for (const value of ['900 123 456', '512 345 678']) expect(validatePhoneNumber(value, 'ES', 'call'), value).toBe('phoneNumber.invalid');
  });

  it('where an SMS is sent, a Spanish landline is refused as not a mobile, +34 999 999 999 as no number at all', () => {
    expect(validatePhoneNumber('912 345 678', 'ES', 'sms')).toBe('phoneNumber.notMobile');
    expect(validatePhoneNumber('+34 999 999 999', 'ES', 'sms')).toBe('phoneNumber.invalid');
    expect(validatePhoneNumber('612 34 56 78', 'ES', 'sms')).toBeNull();
    expect(validatePhoneNumber('712 34 56 78', 'ES', 'sms')).toBeNull();
  });

  it('German "12345" is neither a Handynummer nor any German line; a 015x mobile is, a Berlin landline takes no SMS', () => {
    expect(validatePhoneNumber('12345', 'DE', 'sms')).toBe('phoneNumber.invalid');
    expect(validatePhoneNumber('12345', 'DE', 'call')).toBe('phoneNumber.invalid');
    expect(validatePhoneNumber('01512 3456789', 'DE', 'sms')).toBeNull();
    expect(validatePhoneNumber('+49 1512 3456789', 'DE', 'sms')).toBeNull();
    expect(validatePhoneNumber('030 123456', 'DE', 'sms')).toBe('phoneNumber.notMobile');
  });

  it('SPEC §5: input is at most 250 characters', () => {
    expect(validatePhoneNumber('6'.repeat(PHONE_INPUT_MAX_LENGTH + 1), 'ES', 'sms')).toBe('phoneNumber.tooLong');
  });

  it('SPEC §5: an extension has up to 20 digits', () => {
    expect(parsePhone(`912345678 ext. ${'1'.repeat(PHONE_EXTENSION_MAX_DIGITS - 1)}`, 'ES')?.ext).toHaveLength(PHONE_EXTENSION_MAX_DIGITS - 1);
  });

  it('takes the country as a parameter', () => {
    expect(validatePhoneNumber('+49 30 901820', 'DE', 'call')).toBeNull();
    expect(validatePhoneNumber('612345678', 'XX', 'call')).toBe('phoneNumber.invalid');
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
