/** Amount and period limits of SPEC §5, §9, passed to validators so each brand can bring its own. */
export type Range = { min: number; max: number; step: number };
export type BrandLimits = { amount: Range; period: Range };

/** SPEC §9: active brand (Spain): amount 300–5000 step 100, default 300. */
export const AMOUNT_MIN = 300;
export const AMOUNT_MAX = 5000;
export const AMOUNT_STEP = 100;
export const AMOUNT_DEFAULT = 300;
/** SPEC §9: period 61–90 days step 1, default 70, scale days. */
export const PERIOD_MIN = 61;
export const PERIOD_MAX = 90;
export const PERIOD_STEP = 1;
export const PERIOD_DEFAULT = 70;
/** SPEC §5: base defaults, amount 100–1000 (the base does not name its step or period; 100 and the brand's period). */
export const BASE_AMOUNT_MIN = 100;
export const BASE_AMOUNT_MAX = 1000;

export const ACTIVE_BRAND_LIMITS: BrandLimits = {
  amount: { min: AMOUNT_MIN, max: AMOUNT_MAX, step: AMOUNT_STEP },
  period: { min: PERIOD_MIN, max: PERIOD_MAX, step: PERIOD_STEP },
};

export const BASE_LIMITS: BrandLimits = {
  amount: { min: BASE_AMOUNT_MIN, max: BASE_AMOUNT_MAX, step: AMOUNT_STEP },
  period: { min: PERIOD_MIN, max: PERIOD_MAX, step: PERIOD_STEP },
};

/** SPEC §5: overdue debt at most 1000; total debt 0 to 500000. */
export const OVERDUE_DEBT_MAX = 1000;
export const TOTAL_DEBT_MIN = 0;
export const TOTAL_DEBT_MAX = 500_000;

/** In range and on a step counted from the minimum (with a tolerance for decimal steps). */
export function isWithinRange(value: number, range: Range): boolean {
  if (!Number.isFinite(value) || value < range.min || value > range.max) return false;
  if (range.step <= 0) return true;
  const steps = (value - range.min) / range.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** Why an asked-for amount or period was changed: above the most, below the least, or between steps. */
export type AdjustmentReason = 'max' | 'min' | 'step';
export type Adjustment = { asked: number; given: number; reason: AdjustmentReason };

/** The allowed value nearest to the one asked for (SPEC §5 min, max, step), and why it differs, if it does. */
export function nearestAllowed(value: number, range: Range): { value: number; reason: AdjustmentReason | null } {
  if (value > range.max) return { value: range.max, reason: 'max' };
  if (value < range.min) return { value: range.min, reason: 'min' };
  if (range.step <= 0 || isWithinRange(value, range)) return { value, reason: null };
  const snapped = Math.min(range.max, range.min + Math.round((value - range.min) / range.step) * range.step);
  return { value: snapped, reason: 'step' };
}

/** The adjustment to report when `value` is not allowed; null when it is. */
export function adjustmentOf(value: number, range: Range): Adjustment | null {
  const nearest = nearestAllowed(value, range);
  return nearest.reason ? { asked: value, given: nearest.value, reason: nearest.reason } : null;
}

/**
 * The most a money answer (an income, a rent) may be: 200 times the brand's largest loan, which is
 * the spec's million for Spain's 5000 € and scales with the currency (a Vietnamese income of
 * 15 000 000 ₫ is ordinary). The page and lead-api both use it.
 */
export const MONEY_MAX_LOANS = 200;
export function moneyMaxFor(limits: BrandLimits): number {
  return limits.amount.max * MONEY_MAX_LOANS;
}
