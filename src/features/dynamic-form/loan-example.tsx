import type { AmountLimits } from '../../config/brand-types';
import { getDataPoint } from '../../domain/lead';
import { representativeExample } from '../../domain/representative-example';
import { validateInRange } from '../../domain/validation';
import { useRuntime } from '../runtime/runtime-context';
import { useLead } from './use-answers';
import { useFieldText } from './use-field-text';

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
  const answerOr = (point: 'amount' | 'period', range: AmountLimits) => {
    const value = getDataPoint(lead, point);
    return typeof value === 'number' && validateInRange(point, value, range) === null ? value : range.default;
  };
  const example = representativeExample(amount ?? answerOr('amount', brand.amount), period ?? answerOr('period', brand.period), brand.period.scale, brand.exampleApr);
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
