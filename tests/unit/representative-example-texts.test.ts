import { describe, expect, it } from 'vitest';
import { COUNTRY_DEFAULTS } from '../../src/config/brand-defaults';
import { COUNTRY_RECORDS } from '../../src/config/countries';
import { COUNTRIES, type Country } from '../../src/config/runtime-config';
import { exampleFigures, representativeExample } from '../../src/domain/country/representative-example';
import { formatMoneyExact, formatPercent } from '../../src/ui/form-fields/formatters';
import { representativeExampleText } from '../../src/ui/screen-parts/representative-example-text';
import { localeI18n, textsOf } from '../support/i18n';

/**
 * The representative example and the offer card name each country's statutory items, in the
 * country's order and under its legal names (Spain's Ley 16/2011 art. 9, Germany's § 17 PAngV, Poland's
 * art. 7 of its consumer-credit act, Romania's OUG 50/2010, Mexico's CAT, Colombia's E.A., the
 * Philippines' Truth in Lending Act, Vietnam's), computed from the brand's example APR as the page does.
 */
const NAMED_ITEMS: Readonly<Record<Country, readonly string[]>> = {
  ES: ['importe total del crédito', 'plazo', 'tipo deudor fijo', 'TAE', 'coste total del crédito', 'importe total adeudado'],
  DE: ['Nettodarlehensbetrag', 'Vertragslaufzeit', 'gebundener Sollzinssatz', 'effektiver Jahreszins', 'Gesamtbetrag'],
  PL: ['całkowita kwota kredytu', 'okres kredytowania', 'stałe oprocentowanie', 'RRSO', 'całkowity koszt kredytu', 'całkowita kwota do zapłaty'],
  RO: ['valoarea totală a creditului', 'durata', 'rata fixă a dobânzii', 'DAE', 'valoarea totală plătibilă'],
  MX: ['monto del crédito', 'plazo', 'tasa de interés anual', 'CAT promedio', 'sin IVA, para fines informativos y de comparación', 'monto total a pagar'],
  CO: ['monto del crédito', 'plazo', 'tasa efectiva anual (E.A.)', 'valor total a pagar'],
  PH: ['amount financed', 'term', 'nominal interest rate', 'effective interest rate (EIR)', 'finance charge', 'total amount to be paid'],
  VN: ['số tiền vay', 'thời hạn vay', 'lãi suất cho vay', 'lãi suất thực tế/năm', 'tổng số tiền phải trả'],
};

/** The annual cost as the offer card labels it. */
const OFFER_COST_LABEL: Readonly<Record<Country, string>> = {
  ES: 'TAE',
  DE: 'Effektiver Jahreszins',
  PL: 'RRSO',
  RO: 'DAE',
  MX: 'CAT sin IVA',
  CO: 'Tasa efectiva anual (E.A.)',
  PH: 'Effective interest rate (EIR)',
  VN: 'Lãi suất thực tế/năm',
};

async function exampleIn(country: Country) {
  const { locale, currency, amount, period, exampleApr } = COUNTRY_DEFAULTS[country];
  const i18n = await localeI18n(locale, ['form', 'steps'], 'form', country);
  const t = i18n.getFixedT(locale, 'form');
  const example = representativeExample(amount.default, period.default, period.scale, exampleApr);
  const format = {
    money: (value: number) => formatMoneyExact(value, currency, locale),
    percent: (value: number) => formatPercent(value, locale),
    period: (count: number) => t('loan>days', { count }),
  };
  return { text: representativeExampleText(t, exampleFigures(example, COUNTRY_RECORDS[country].exampleItems), format, true), texts: textsOf(i18n), example };
}

describe("each country's representative example names its statutory items, in its order", () => {
  it.each(COUNTRIES)('%s', async (country) => {
    const { text, texts, example } = await exampleIn(country);
    const at = NAMED_ITEMS[country].map((name) => text.indexOf(name));
    expect(at.every((index) => index >= 0), text).toBe(true);
    expect([...at].sort((a, b) => a - b), text).toEqual(at);
    // Repaid at once, the example says so; the borrowing rate, where named, is the APR before compounding.
    expect(example.borrowingRate).toBeLessThan(example.apr);
    if (country !== 'ES') expect(text).not.toMatch(/\bTAE\b/);
    expect(texts('steps^offer>apr')).toBe(OFFER_COST_LABEL[country]);
  });

  it('Mexico calls it CAT on the card and in the example; Spain TAE; nobody else does', async () => {
    expect((await exampleIn('MX')).text).toMatch(/CAT promedio 59\.90\s?% sin IVA/);
    expect((await exampleIn('ES')).text).toMatch(/TAE 19,56\s%/);
  });
});
