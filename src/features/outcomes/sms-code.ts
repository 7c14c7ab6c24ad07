/** lead-api and most SMS providers send four digits; the send answer's codeLength wins when known. */
export const DEFAULT_SMS_CODE_LENGTH = 4;

/** What a person may type or paste: spaces and dashes ("12 34", "12-34") are dropped. */
export function normaliseSmsCode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** 'required', 'invalid' (not digits or not the expected length) or null. */
export function validateSmsCode(input: string, codeLength: number): 'required' | 'invalid' | null {
  const code = normaliseSmsCode(input);
  if (code === '') return 'required';
  return /^\d+$/.test(code) && code.length === codeLength ? null : 'invalid';
}
