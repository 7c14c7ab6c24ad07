import { exampleFigures, representativeExample } from '../../domain/country/representative-example';
import { countryRecord } from '../../config/countries';
import { useRuntime } from '../../core/runtime/runtime-context';
import { loanValueOf } from '../../ui/data-points/loan-range-field';
import { useLead } from '../../ui/data-points/use-answers';
import { useFieldText } from '../../ui/data-points/use-field-text';
import { representativeExampleText } from '../../ui/screen-parts/representative-example-text';

/**
 * The representative example for the amount and period on screen (DESIGN.md §11, EU consumer-credit
 * rules): the items the brand's country asks for, under their legal names, from the brand's example
 * APR, labelled as an example. Without `amount` or `period` it shows the lead's answer, or the brand's
 * default while the answer is outside the range.
 */
export function LoanExample({ amount, period }: { amount?: number; period?: number }) {
  const { brand } = useRuntime();
  const words = useFieldText();
  const lead = useLead();
  const example = representativeExample(
    amount ?? loanValueOf(lead, 'amount', brand.amount),
    period ?? loanValueOf(lead, 'period', brand.period),
    brand.period.scale,
    brand.exampleApr,
  );
  const figures = exampleFigures(example, countryRecord(brand.country).exampleItems);
  const format = { money: words.moneyExact, percent: words.percent, period: words.periodText };
  return <p className="loan-example">{representativeExampleText(words.t, figures, format, example.instalment === null)}</p>;
}
