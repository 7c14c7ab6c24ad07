import { describe, it, expect } from 'vitest';
import {
  ACTIVE_BRAND_LIMITS, AMOUNT_DEFAULT, AMOUNT_MAX, AMOUNT_MIN, AMOUNT_STEP, OVERDUE_DEBT_MAX, PERIOD_DEFAULT,
  PERIOD_MAX, PERIOD_MIN, TOTAL_DEBT_MAX,
} from '../country/limits';
import { toNumber, validateAmount, validateOverdueDebtAmount, validatePeriod, validateTotalDebtAmount } from './validation-numbers';

const { amount, period } = ACTIVE_BRAND_LIMITS;

describe('amount and period', () => {
  it('SPEC §9: active brand defaults are amount 300 and period 70, both valid', () => {
    expect(AMOUNT_DEFAULT).toBe(300);
    expect(PERIOD_DEFAULT).toBe(70);
    expect(validateAmount(AMOUNT_DEFAULT, amount)).toBeNull();
    expect(validatePeriod(PERIOD_DEFAULT, period)).toBeNull();
  });

  it('SPEC §5: amount min 300, max 5000, step 100', () => {
    expect(validateAmount(AMOUNT_MIN, amount)).toBeNull();
    expect(validateAmount(String(AMOUNT_MAX), amount)).toBeNull();
    expect(validateAmount(AMOUNT_MIN - AMOUNT_STEP, amount)).toBe('amount.min');
    expect(validateAmount(AMOUNT_MAX + AMOUNT_STEP, amount)).toBe('amount.max');
    expect(validateAmount(AMOUNT_MIN + AMOUNT_STEP / 2, amount)).toBe('amount.step');
    expect(validateAmount('abc', amount)).toBe('amount.invalid');
    expect(validateAmount('', amount)).toBe('required');
  });

  it('SPEC §5: period 61 to 90 days, step 1', () => {
    expect(validatePeriod(PERIOD_MIN, period)).toBeNull();
    expect(validatePeriod(PERIOD_MAX, period)).toBeNull();
    expect(validatePeriod(PERIOD_MIN - 1, period)).toBe('period.min');
    expect(validatePeriod(PERIOD_MAX + 1, period)).toBe('period.max');
    expect(validatePeriod(70.5, period)).toBe('period.step');
  });

  it('SPEC §5: limits are parameters (base defaults amount 100–1000)', () => {
    const base = { min: 100, max: 1000, step: 100 };
    expect(validateAmount(100, base)).toBeNull();
    expect(validateAmount(1100, base)).toBe('amount.max');
  });
});

describe('debts', () => {
  it('SPEC §5: overdue debt amount at most 1000', () => {
    expect(validateOverdueDebtAmount(OVERDUE_DEBT_MAX)).toBeNull();
    expect(validateOverdueDebtAmount(OVERDUE_DEBT_MAX + 1)).toBe('overdueDebtAmount.max');
    expect(validateOverdueDebtAmount(-1)).toBe('overdueDebtAmount.min');
    expect(validateOverdueDebtAmount(0)).toBeNull();
  });

  it('SPEC §5: total debt amount 0 to 500000', () => {
    expect(validateTotalDebtAmount(0)).toBeNull();
    expect(validateTotalDebtAmount(TOTAL_DEBT_MAX)).toBeNull();
    expect(validateTotalDebtAmount(TOTAL_DEBT_MAX + 1)).toBe('totalDebtAmount.max');
    expect(validateTotalDebtAmount(-1)).toBe('totalDebtAmount.min');
    expect(validateTotalDebtAmount(1234.56)).toBeNull();
  });

  it('reads numbers from text', () => {
    expect(toNumber(' 42 ')).toBe(42);
    expect(toNumber('4,2')).toBeNull();
    expect(toNumber(Infinity)).toBeNull();
  });
});
