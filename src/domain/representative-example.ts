/**
 * The representative example shown wherever an amount is chosen (DESIGN.md §11, EU consumer-credit
 * rules: a cost advertised comes with an example). Worked out from the brand's example APR, which
 * is an effective annual rate, so that the figures shown and the APR shown agree exactly:
 * - a loan in days is repaid in one payment at the end: total = amount × (1 + APR)^(days / 365);
 * - a loan in months is repaid in equal monthly instalments at the monthly rate (1 + APR)^(1/12) − 1
 *   (the annuity formula), the total being the rounded instalment times their number.
 * No fees: the example says so by its APR alone (an APR with fees would be higher).
 */
type PeriodScale = 'days' | 'months';

export type RepresentativeExample = {
  amount: number;
  period: number;
  scale: PeriodScale;
  /** Effective annual rate, in percent, as configured. */
  apr: number;
  /** Monthly instalment (months), or null when the loan is repaid in one payment (days). */
  instalment: number | null;
  /** What the applicant pays back in all. */
  total: number;
  /** What the loan costs: total minus amount. */
  cost: number;
};

export const DAYS_PER_YEAR = 365;
export const MONTHS_PER_YEAR = 12;

const cents = (value: number) => Math.round(value * 100) / 100;

export function representativeExample(amount: number, period: number, scale: PeriodScale, apr: number): RepresentativeExample {
  const yearly = 1 + apr / 100;
  if (scale === 'days') {
    const total = cents(amount * yearly ** (period / DAYS_PER_YEAR));
    return { amount, period, scale, apr, instalment: null, total, cost: cents(total - amount) };
  }
  const monthly = yearly ** (1 / MONTHS_PER_YEAR) - 1;
  const instalment = cents(monthly === 0 ? amount / period : (amount * monthly) / (1 - (1 + monthly) ** -period));
  const total = cents(instalment * period);
  return { amount, period, scale, apr, instalment, total, cost: cents(total - amount) };
}
