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

describe('nearestAllowed: an amount or period off the brand range becomes the nearest allowed, with the reason said', () => {
  it('above the most, below the least, between steps (SPEC §5, §9: 300–5000 step 100)', async () => {
    const { ACTIVE_BRAND_LIMITS, adjustmentOf, nearestAllowed } = await import('./limits');
    const amount = ACTIVE_BRAND_LIMITS.amount;
    expect(adjustmentOf(6000, amount)).toEqual({ asked: 6000, given: 5000, reason: 'max' });
    expect(adjustmentOf(99999, amount)).toEqual({ asked: 99999, given: 5000, reason: 'max' });
    expect(adjustmentOf(250, amount)).toEqual({ asked: 250, given: 300, reason: 'min' });
    expect(adjustmentOf(1550, amount)).toEqual({ asked: 1550, given: 1600, reason: 'step' });
    expect(adjustmentOf(1050, amount)).toEqual({ asked: 1050, given: 1100, reason: 'step' });
    expect(adjustmentOf(1500, amount)).toBeNull();
    expect(nearestAllowed(4999, amount)).toEqual({ value: 5000, reason: 'step' });
  });
});
