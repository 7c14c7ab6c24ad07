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
    const { RESEND_WAIT_MS, secondsUntilResend } = await import('./sms-code');
    expect(secondsUntilResend(undefined, 1000)).toBe(0);
    expect(secondsUntilResend(1000, 1000)).toBe(RESEND_WAIT_MS / 1000);
    expect(secondsUntilResend(1000, 1000 + RESEND_WAIT_MS - 1)).toBe(1);
    expect(secondsUntilResend(1000, 1000 + RESEND_WAIT_MS)).toBe(0);
  });
});

describe('SMS verification on return (issue 26): no code the applicant did not ask for', () => {
  it('sends a code when the step first opens, never by itself on a return, however long after', async () => {
    const { RESEND_WAIT_MS, shouldSendOnOpen } = await import('./sms-code');
    expect(shouldSendOnOpen(undefined)).toBe(true);
    expect(shouldSendOnOpen(1000)).toBe(false);
    expect(shouldSendOnOpen(Date.now() - 10 * RESEND_WAIT_MS)).toBe(false);
  });

  it('says the number by its last digits, whatever the mask', async () => {
    const { lastDigitsOf } = await import('./sms-code');
    expect(lastDigitsOf('*********678')).toBe('678');
    expect(lastDigitsOf('******233')).toBe('233');
    expect(lastDigitsOf('+34 *** *** 678')).toBe('678');
  });
});
