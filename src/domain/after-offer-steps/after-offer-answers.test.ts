import { describe, expect, it } from 'vitest';
import { choiceFits, validateWholeAmount, wholeNumberOf } from './after-offer-answers';

describe("after-offer steps' own answers", () => {
  it('takes whole amounts from the minimum to the maximum, saying which bound failed', () => {
    expect(validateWholeAmount('')).toBe('required');
    expect(validateWholeAmount('0')).toBeNull();
    expect(validateWholeAmount('0', 1)).toBe('amount.min');
    expect(validateWholeAmount('12.5')).toBe('amount.invalid');
    expect(validateWholeAmount('abc')).toBe('amount.invalid');
    expect(validateWholeAmount('501', 0, 500)).toBe('amount.max');
  });
  it('reads whole numbers typed with thousands separators', () => {
    expect(wholeNumberOf('1.500')).toBe(1500);
    expect(wholeNumberOf('1 500')).toBe(1500);
    expect(wholeNumberOf(' 42 ')).toBe(42);
    expect(wholeNumberOf('4,5')).toBeUndefined();
    expect(wholeNumberOf(3.5)).toBeUndefined();
  });
  it('keeps a choice only while it is in its list', () => {
    expect(choiceFits([{ value: 'a' }], 'a')).toBe(true);
    expect(choiceFits([{ value: 'a' }], 'b')).toBe(false);
    expect(choiceFits([], undefined)).toBe(false);
  });
});
