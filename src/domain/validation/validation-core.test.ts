import { describe, it, expect } from 'vitest';
import { REQUIRED, asText, isEmpty, lazyPattern, optional, patternValidator } from './validation-core';

describe('validation core', () => {
  it('SPEC §5: empty values are required', () => {
    const validate = patternValidator('x', /^a$/);
    expect(validate('')).toBe(REQUIRED);
    expect(validate('  ')).toBe(REQUIRED);
    expect(validate(undefined)).toBe(REQUIRED);
    expect(validate(null)).toBe(REQUIRED);
  });

  it("answers '<field>.invalid' for a mismatch and null for a match", () => {
    const validate = patternValidator('x', /^a+$/, 3);
    expect(validate('a')).toBeNull();
    expect(validate(' aa ')).toBeNull();
    expect(validate('b')).toBe('x.invalid');
    expect(validate('aaaa')).toBe('x.invalid');
    expect(validate({})).toBe('x.invalid');
  });

  it('optional lets an empty value through', () => {
    const validate = optional(patternValidator('x', /^a$/));
    expect(validate('')).toBeNull();
    expect(validate('b')).toBe('x.invalid');
  });

  it('reads numbers as text', () => {
    expect(asText(12)).toBe('12');
    expect(asText(Number.NaN)).toBeNull();
    expect(isEmpty(0)).toBe(false);
  });

  it('a lazy pattern is built on its first test, not when it is declared, and answers as the RegExp would', () => {
    // An invalid source shows when it is built: declaring it is harmless, the first test throws.
    const broken = lazyPattern('(');
    expect(() => broken.test('a')).toThrow(SyntaxError);

    const letters = lazyPattern('^\\p{L}+$');
    const validate = patternValidator('name', letters);
    expect(validate('José')).toBeNull();
    expect(validate('Jos3')).toBe('name.invalid');
    // Unicode by default: without the u flag \p{L} would be the letters "p{L}".
    expect(letters.test('Łódź')).toBe(true);
  });
});
