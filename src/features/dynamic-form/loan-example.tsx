import { representativeExample } from '../../domain/representative-example';
import { useRuntime } from '../../shared/runtime/runtime-context';
import { loanValueOf } from '../../shared/data-points/loan-range-field';
import { useLead } from '../../shared/data-points/use-answers';
import { useFieldText } from '../../shared/data-points/use-field-text';

/**
 * The representative example for the amount and period on screen (DESIGN.md §11, EU consumer-credit
 * rules): what is paid back in all, what it costs and the APR, from the brand's example APR,
 * labelled as an example. Without `amount` or `period` it shows the lead's answer, or the brand's
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
  return (
    <p className="loan-example">
      {words.t(example.instalment === null ? 'loan>example>days' : 'loan>example>months', {
        amount: words.money(example.amount),
        period: words.periodText(example.period),
        total: words.moneyExact(example.total),
        cost: words.moneyExact(example.cost),
        instalment: words.moneyExact(example.instalment ?? 0),
        apr: words.percent(example.apr),
      })}
    </p>
  );
}
