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

  it('is read without the spaces and separators it was copied with (issue 28)', () => {
    for (const typed of ['0 0 0 0', ' 0000 ', '00\u00a000', '00-00', '00.00', '00 – 00', '0/0/0/0', '00_00']) {
      expect(normaliseSmsCode(typed)).toBe('0000');
      expect(validateSmsCode(typed, DEFAULT_SMS_CODE_LENGTH)).toBeNull();
    }
    expect(validateSmsCode('0 0 0 a', DEFAULT_SMS_CODE_LENGTH)).toBe('invalid');
  });
});

describe('SMS verification: a new code is offered with a visible countdown', () => {
  it('waits RESEND_WAIT_MS after the last code before another may be asked for', async () => {
    const { RESEND_WAIT_MS, secondsUntilResend, shouldSendOnOpen } = await import('./sms-code');
    expect(secondsUntilResend(undefined, 1000)).toBe(0);
    expect(secondsUntilResend(1000, 1000)).toBe(RESEND_WAIT_MS / 1000);
    expect(secondsUntilResend(1000, 1000 + RESEND_WAIT_MS - 1)).toBe(1);
    expect(secondsUntilResend(1000, 1000 + RESEND_WAIT_MS)).toBe(0);
    expect(shouldSendOnOpen(1000, 2000)).toBe(false);
    expect(shouldSendOnOpen(1000, 1000 + RESEND_WAIT_MS)).toBe(true);
  });
});
