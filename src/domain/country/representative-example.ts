/**
 * The representative example shown wherever an amount is chosen (DESIGN.md §11, EU consumer-credit
 * rules: a cost advertised comes with an example). Worked out from the brand's example APR, which
 * is an effective annual rate, so that the figures shown and the APR shown agree exactly:
 * - a loan in days is repaid in one payment at the end: total = amount × (1 + APR)^(days / 365);
 * - a loan in months is repaid in equal monthly instalments at the monthly rate (1 + APR)^(1/12) − 1
 *   (the annuity formula), the total being the rounded instalment times their number.
 * No fees: the example says so by its APR alone (an APR with fees would be higher), and the
 * borrowing rate is the APR before compounding.
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
  /**
   * The borrowing rate (tipo deudor, Sollzinssatz, oprocentowanie), nominal and annual, in percent:
   * the interest a year at the rate the loan is charged, before compounding. For a loan in days,
   * simple interest over the term; for a loan in months, the monthly rate times twelve.
   */
  borrowingRate: number;
};

/**
 * The items a representative example may state (EU Consumer Credit Directive art. 4 as each
 * country transposed it; Mexico's, Colombia's, the Philippines' and Vietnam's disclosure rules):
 * each country's record (src/config/countries.ts) says which, in its order, and its locale names them.
 */
export const EXAMPLE_ITEMS = ['totalCredit', 'term', 'borrowingRate', 'annualCost', 'instalment', 'costOfCredit', 'totalPayable'] as const;
export type ExampleItem = (typeof EXAMPLE_ITEMS)[number];

/** One item as shown: money to the cent, a rate in percent, or the term in the brand's scale. */
export type ExampleFigure =
  | { item: 'totalCredit' | 'instalment' | 'costOfCredit' | 'totalPayable'; kind: 'money'; value: number }
  | { item: 'borrowingRate' | 'annualCost'; kind: 'percent'; value: number }
  | { item: 'term'; kind: 'period'; value: number };

export const DAYS_PER_YEAR = 365;
export const MONTHS_PER_YEAR = 12;

/** Money to the cent, and a rate in percent to two decimals. */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;
const cents = twoDecimals;

export function representativeExample(amount: number, period: number, scale: PeriodScale, apr: number): RepresentativeExample {
  const yearly = 1 + apr / 100;
  if (scale === 'days') {
    const growth = yearly ** (period / DAYS_PER_YEAR);
    const total = cents(amount * growth);
    const borrowingRate = twoDecimals((growth - 1) * (DAYS_PER_YEAR / period) * 100);
    return { amount, period, scale, apr, instalment: null, total, cost: cents(total - amount), borrowingRate };
  }
  const monthly = yearly ** (1 / MONTHS_PER_YEAR) - 1;
  const instalment = cents(monthly === 0 ? amount / period : (amount * monthly) / (1 - (1 + monthly) ** -period));
  const total = cents(instalment * period);
  return { amount, period, scale, apr, instalment, total, cost: cents(total - amount), borrowingRate: twoDecimals(monthly * MONTHS_PER_YEAR * 100) };
}

/** The example's figures for the items a country states, in its order; the instalment only where there are instalments. */
export function exampleFigures(example: RepresentativeExample, items: readonly ExampleItem[]): ExampleFigure[] {
  return items.flatMap((item): ExampleFigure[] => {
    switch (item) {
      case 'totalCredit':
        return [{ item, kind: 'money', value: example.amount }];
      case 'term':
        return [{ item, kind: 'period', value: example.period }];
      case 'borrowingRate':
        return [{ item, kind: 'percent', value: example.borrowingRate }];
      case 'annualCost':
        return [{ item, kind: 'percent', value: example.apr }];
      case 'instalment':
        return example.instalment === null ? [] : [{ item, kind: 'money', value: example.instalment }];
      case 'costOfCredit':
        return [{ item, kind: 'money', value: example.cost }];
      case 'totalPayable':
        return [{ item, kind: 'money', value: example.total }];
    }
  });
}
