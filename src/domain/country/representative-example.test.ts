import { describe, expect, it } from 'vitest';
import { DAYS_PER_YEAR, EXAMPLE_ITEMS, MONTHS_PER_YEAR, exampleFigures, representativeExample } from './representative-example';

describe('the representative example (DESIGN.md §11: a cost advertised comes with an example)', () => {
  it('a loan in days is one payment at the end, compounded at the APR for its share of a year', () => {
    // An APR of 21 % over two years' worth of days is 1.21², whatever the amount.
    expect(representativeExample(1000, 2 * DAYS_PER_YEAR, 'days', 21)).toEqual({
      amount: 1000, period: 730, scale: 'days', apr: 21, instalment: null, total: 1464.1, cost: 464.1, borrowingRate: 23.21,
    });
    // 500 € for 70 days at 19.56 %: 500 × 1.1956^(70/365) = 517.43.
    expect(representativeExample(500, 70, 'days', 19.56)).toMatchObject({ total: 517.43, cost: 17.43 });
  });

  it('a loan in months is repaid in equal instalments at the monthly rate the APR compounds from', () => {
    // (1.01)^12 − 1 = 12.6825 %: exactly 1 % a month, so 1000 over 12 months is the textbook 88.85.
    const apr = (1.01 ** MONTHS_PER_YEAR - 1) * 100;
    expect(representativeExample(1000, 12, 'months', apr)).toMatchObject({ instalment: 88.85, total: 1066.2, cost: 66.2 });
  });

  it('the figures grow with the amount and the period, and the example follows both', () => {
    const base = representativeExample(500, 70, 'days', 19.56);
    expect(representativeExample(1000, 70, 'days', 19.56).total).toBeGreaterThan(base.total);
    expect(representativeExample(500, 90, 'days', 19.56).cost).toBeGreaterThan(base.cost);
  });

  it('at an APR of 0 the loan costs nothing', () => {
    expect(representativeExample(600, 6, 'months', 0)).toMatchObject({ instalment: 100, total: 600, cost: 0 });
    expect(representativeExample(600, 61, 'days', 0)).toMatchObject({ total: 600, cost: 0 });
  });

  it('the borrowing rate is the APR before compounding: simple interest over the days, the monthly rate times twelve', () => {
    // 300 € for 70 days at 19.56 %: 10.457 € of interest (10.46 shown), 18.17 % a year before compounding (Spain's "tipo deudor").
    expect(representativeExample(300, 70, 'days', 19.56)).toMatchObject({ total: 310.46, cost: 10.46, borrowingRate: 18.17 });
    // Exactly 1 % a month is 12 % a year nominal, 12.68 % effective.
    expect(representativeExample(1000, 12, 'months', (1.01 ** MONTHS_PER_YEAR - 1) * 100).borrowingRate).toBe(12);
    expect(representativeExample(600, 61, 'days', 0).borrowingRate).toBe(0);
  });
});

describe("a country's statutory items of the example, in its order", () => {
  const days = representativeExample(300, 70, 'days', 19.56);
  it('each item carries its figure and how it is written', () => {
    expect(exampleFigures(days, EXAMPLE_ITEMS)).toEqual([
      { item: 'totalCredit', kind: 'money', value: 300 },
      { item: 'term', kind: 'period', value: 70 },
      { item: 'borrowingRate', kind: 'percent', value: 18.17 },
      { item: 'annualCost', kind: 'percent', value: 19.56 },
      { item: 'costOfCredit', kind: 'money', value: 10.46 },
      { item: 'totalPayable', kind: 'money', value: 310.46 },
    ]);
  });
  it('the order is the country\'s, and an instalment only where the loan has instalments', () => {
    expect(exampleFigures(days, ['annualCost', 'totalCredit', 'instalment']).map((figure) => figure.item)).toEqual(['annualCost', 'totalCredit']);
    expect(exampleFigures(representativeExample(1200, 12, 'months', 20), ['instalment'])).toEqual([{ item: 'instalment', kind: 'money', value: expect.any(Number) }]);
  });
});
