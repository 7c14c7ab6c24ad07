import { describe, it, expect } from 'vitest';
import { ACTIVE_BRAND_LIMITS, AMOUNT_MAX, AMOUNT_MIN, AMOUNT_STEP, BASE_LIMITS, PERIOD_MAX, PERIOD_MIN, isWithinRange } from './limits';

describe('brand limits', () => {
  it('SPEC §9: active brand amount 300–5000 step 100, period 61–90 step 1', () => {
    expect(ACTIVE_BRAND_LIMITS).toEqual({ amount: { min: 300, max: 5000, step: 100 }, period: { min: 61, max: 90, step: 1 } });
    expect(BASE_LIMITS.amount).toMatchObject({ min: 100, max: 1000 });
  });

  it('SPEC §5: a value is within limits when in range and on a step', () => {
    const amount = ACTIVE_BRAND_LIMITS.amount;
    expect(isWithinRange(AMOUNT_MIN, amount)).toBe(true);
    expect(isWithinRange(AMOUNT_MAX, amount)).toBe(true);
    expect(isWithinRange(AMOUNT_MIN - AMOUNT_STEP, amount)).toBe(false);
    expect(isWithinRange(AMOUNT_MAX + AMOUNT_STEP, amount)).toBe(false);
    expect(isWithinRange(350, amount)).toBe(false);
    expect(isWithinRange(PERIOD_MIN, ACTIVE_BRAND_LIMITS.period)).toBe(true);
    expect(isWithinRange(PERIOD_MAX + 1, ACTIVE_BRAND_LIMITS.period)).toBe(false);
    expect(isWithinRange(Number.NaN, amount)).toBe(false);
  });
});
