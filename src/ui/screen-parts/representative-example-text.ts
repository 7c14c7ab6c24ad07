import type { TFunction } from 'i18next';
import type { ExampleFigure } from '../../domain/country/representative-example';

/** How the example's figures are written in the brand's language and currency. */
export type ExampleFormat = {
  money: (amount: number) => string;
  percent: (value: number) => string;
  period: (count: number) => string;
};

/**
 * The representative example as one sentence (DESIGN.md §11, each country's consumer-credit rules):
 * the country's statutory items in its order (countries.ts `exampleItems`), each under its legal name
 * in the locale ("importe total del crédito", "Nettodarlehensbetrag", "CAT promedio ... sin IVA").
 * A loan repaid at once says so with what is payable.
 */
export function representativeExampleText(t: TFunction<'form'>, figures: readonly ExampleFigure[], format: ExampleFormat, onePayment: boolean): string {
  const items = figures.map((figure) => {
    const value = figure.kind === 'money' ? format.money(figure.value) : figure.kind === 'percent' ? format.percent(figure.value) : format.period(figure.value);
    const key = figure.item === 'totalPayable' && onePayment ? 'totalPayableOnce' : figure.item;
    return t(`loan>example>items>${key}`, { value });
  });
  return t('loan>example>sentence', { items: items.join(', ') });
}
