/**
 * Shared shape of the validators of SPEC §5: each takes the value as the form holds it and answers
 * an error key (a translation key such as 'required' or 'postalCode.invalid') or null when valid.
 */
export type ErrorKey = string;
/** Validators with options (country, limits) are partially applied to this shape by the form layer. */
export type Validator = (value: unknown) => ErrorKey | null;

export const REQUIRED = 'required';

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The trimmed text of a value, or null when it is not text (numbers count as text here). */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** For optional fields: empty is valid, anything else goes to the validator. */
export function optional(validator: Validator): Validator {
  return (value) => (isEmpty(value) ? null : validator(value));
}

/** What a validator asks of a pattern: a RegExp, or one that lazyPattern builds on its first test. */
export type TextPattern = Pick<RegExp, 'test'>;

/**
 * A Unicode pattern (\p{L}) built on its first test, not at import: building the address and name
 * patterns takes a few milliseconds on a phone, in the task that loads the first step.
 */
export function lazyPattern(source: string, flags = 'u'): TextPattern {
  let pattern: RegExp | undefined;
  return { test: (text) => (pattern ??= new RegExp(source, flags)).test(text) };
}

/** A validator for text matching a pattern, keyed '<field>.invalid' when it does not. */
export function patternValidator(field: string, pattern: TextPattern, maxLength = 100): Validator {
  return (value) => {
    if (isEmpty(value)) return REQUIRED;
    const text = asText(value);
    if (text === null || text.length > maxLength || !pattern.test(text)) return `${field}.invalid`;
    return null;
  };
}
