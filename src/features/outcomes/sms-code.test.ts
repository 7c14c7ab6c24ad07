import { describe, expect, it } from 'vitest';
import { DEFAULT_SMS_CODE_LENGTH, normaliseSmsCode, validateSmsCode } from './sms-code';

describe('SMS verification (state 7): the code the applicant types', () => {
  it('is required', () => {
    expect(validateSmsCode('  ', DEFAULT_SMS_CODE_LENGTH)).toBe('required');
  });

  it('is digits of the expected length, spaces and dashes ignored', () => {
    expect(validateSmsCode('0000', DEFAULT_SMS_CODE_LENGTH)).toBeNull();
    expect(validateSmsCode('12 34', DEFAULT_SMS_CODE_LENGTH)).toBeNull();
    expect(normaliseSmsCode('12-34')).toBe('1234');
    expect(validateSmsCode('123', DEFAULT_SMS_CODE_LENGTH)).toBe('invalid');
    expect(validateSmsCode('12a4', DEFAULT_SMS_CODE_LENGTH)).toBe('invalid');
    expect(validateSmsCode('123456', 6)).toBeNull();
  });
});
