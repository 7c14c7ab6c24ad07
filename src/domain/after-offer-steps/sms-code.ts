/** lead-api and most SMS providers send four digits; the send answer's codeLength wins when known. */
export const DEFAULT_SMS_CODE_LENGTH = 4;

/**
 * What a person types or pastes, as the code: spaces (also non-breaking ones) and separators are
 * dropped, so "0 0 0 0", "12-34", "12.34" or "12 – 34" as people copy them from an SMS are the code.
 * Invisible formatting characters that copying from a messaging app carries (a left-to-right mark,
 * a zero-width space, a soft hyphen: Unicode's format characters) go too, and a digit of any script
 * (Arabic-Indic "١٢٣٤", full-width "１２３４") is read as the digit it is. The page and lead-api read a
 * code with this one rule.
 */
const CODE_SEPARATORS = /[\s\p{Pd}\p{Cf}._/·•]/gu;
const DECIMAL_DIGIT = /\p{Nd}/gu;
export function normaliseSmsCode(input: string): string {
  return input.replace(CODE_SEPARATORS, '').replace(DECIMAL_DIGIT, asciiDigit);
}

/**
 * Unicode encodes every script's decimal digits as runs of ten consecutive code points, zero first
 * (runs may follow one another, as the mathematical digits do): a digit's value is its distance
 * from the start of its block, modulo ten.
 */
function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0) ?? 0;
  let start = code;
  while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
  return String((code - start) % 10);
}

/** The field takes a code spaced out as it was copied ("0 0 0 0" is 7 characters for 4 digits). */
export const SMS_CODE_INPUT_MAX_LENGTH = 24;

/** 'required', 'invalid' (not digits or not the expected length) or null. */
export function validateSmsCode(input: string, codeLength: number): 'required' | 'invalid' | null {
  const code = normaliseSmsCode(input);
  if (code === '') return 'required';
  return /^\d+$/.test(code) && code.length === codeLength ? null : 'invalid';
}

/** A new code may be asked for this long after the last one was sent (providers throttle; a second code crosses the first). */
export const RESEND_WAIT_MS = 30_000;

/** Whole seconds left before "send me a new code" may be pressed again; 0 when it may. */
export function secondsUntilResend(lastSentAt: number | undefined, now: number): number {
  if (lastSentAt === undefined) return 0;
  return Math.max(0, Math.ceil((lastSentAt + RESEND_WAIT_MS - now) / 1000));
}

/**
 * The step sends a code when it first opens. A return to it (a reload, Back, a later visit) sends
 * none by itself (a new SMS the applicant did not ask for, beside the old one, confuses):
 * "send me a new code" is there once the wait is over.
 */
export function shouldSendOnOpen(lastSentAt: number | undefined): boolean {
  return lastSentAt === undefined;
}

/**
 * The last digits of a masked number ("*********678" -> "678"): said as "your mobile ending in 678",
 * which a screen reader reads as a number and stays the same however the mask was counted.
 */
export function lastDigitsOf(maskedPhone: string): string {
  return /(\d+)\D*$/.exec(maskedPhone)?.[1] ?? '';
}
