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

  it('is read without the spaces and separators it was copied with', () => {
    for (const typed of ['0 0 0 0', ' 0000 ', '00\u00a000', '00-00', '00.00', '00 – 00', '0/0/0/0', '00_00']) {
      expect(normaliseSmsCode(typed)).toBe('0000');
      expect(validateSmsCode(typed, DEFAULT_SMS_CODE_LENGTH)).toBeNull();
    }
    expect(validateSmsCode('0 0 0 a', DEFAULT_SMS_CODE_LENGTH)).toBe('invalid');
  });
});

describe('SMS verification: a pasted code is read without its invisible characters, in any script\'s digits', () => {
  it('drops the format characters a messaging app copies with the code (LRM, zero-width space, soft hyphen, BOM)', () => {
    for (const pasted of ['\u200e1234', '12\u200b34', '12\u00ad34', '\ufeff1234\u200f', '\u2066 12 34 \u2069']) {
      expect(normaliseSmsCode(pasted)).toBe('1234');
      expect(validateSmsCode(pasted, DEFAULT_SMS_CODE_LENGTH)).toBeNull();
    }
  });

  it('reads every script\'s decimal digits as the digits they are', () => {
    expect(normaliseSmsCode('\u0661\u0662\u0663\u0664')).toBe('1234'); // Arabic-Indic ١٢٣٤
    expect(normaliseSmsCode('\u06f1\u06f2\u06f3\u06f4')).toBe('1234'); // Persian ۱۲۳۴
    expect(normaliseSmsCode('\uff10\uff19\uff18\uff17')).toBe('0987'); // full-width ０９８７
    expect(normaliseSmsCode('\u0967\u0968\u0969\u096a')).toBe('1234'); // Devanagari १२३४
    // The mathematical digits are five runs of ten one after another: bold 0, double-struck 9, monospace 5.
    expect(normaliseSmsCode('\u{1d7ce}\u{1d7e1}\u{1d7fb}')).toBe('095');
    expect(normaliseSmsCode('0123456789')).toBe('0123456789');
  });

  it('still refuses what is not digits: letters, superscripts and other numbers that are no decimal digit', () => {
    expect(validateSmsCode('12a4', DEFAULT_SMS_CODE_LENGTH)).toBe('invalid');
    expect(validateSmsCode('\u00b9\u00b2\u00b3\u2074', DEFAULT_SMS_CODE_LENGTH)).toBe('invalid'); // ¹²³⁴
    expect(validateSmsCode('\u2460\u2461\u2462\u2463', DEFAULT_SMS_CODE_LENGTH)).toBe('invalid'); // ①②③④
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

describe('SMS verification on return: no code the applicant did not ask for', () => {
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
