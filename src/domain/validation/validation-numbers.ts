import type { Range } from '../country/limits';
import { OVERDUE_DEBT_MAX, TOTAL_DEBT_MAX, TOTAL_DEBT_MIN } from '../country/limits';
import type { ErrorKey } from './validation-core';
import { REQUIRED, isEmpty } from './validation-core';

/** Form values may arrive as text ("1.500" is not a number here: amounts are whole euros). */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/** '<field>.invalid' | '<field>.min' | '<field>.max' | '<field>.step' against a range. */
export function validateInRange(field: string, value: unknown, range: Range): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  const number = toNumber(value);
  if (number === null) return `${field}.invalid`;
  if (number < range.min) return `${field}.min`;
  if (number > range.max) return `${field}.max`;
  if (range.step > 0) {
    const steps = (number - range.min) / range.step;
    if (Math.abs(steps - Math.round(steps)) > 1e-9) return `${field}.step`;
  }
  return null;
}

/** SPEC §5: amount limits and step (the active brand's: ACTIVE_BRAND_LIMITS.amount). */
export function validateAmount(value: unknown, range: Range): ErrorKey | null {
  return validateInRange('amount', value, range);
}

/** SPEC §5: period limits and step (the active brand's: ACTIVE_BRAND_LIMITS.period). */
export function validatePeriod(value: unknown, range: Range): ErrorKey | null {
  return validateInRange('period', value, range);
}

/** SPEC §5: overdue debt amount at most 1000 (and not negative). */
export function validateOverdueDebtAmount(value: unknown): ErrorKey | null {
  return validateInRange('overdueDebtAmount', value, { min: 0, max: OVERDUE_DEBT_MAX, step: 0 });
}

/** SPEC §5: total debt amount 0 to 500000. */
export function validateTotalDebtAmount(value: unknown): ErrorKey | null {
  return validateInRange('totalDebtAmount', value, { min: TOTAL_DEBT_MIN, max: TOTAL_DEBT_MAX, step: 0 });
}
