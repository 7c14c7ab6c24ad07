import type { AmountLimits } from '../../config/brand-types';
import { getDataPoint, type Lead } from '../../domain/lead/lead';
import { validateInRange } from '../../domain/validation/validation';
import { ErrorMessage, Hint, errorId, hintId } from '../form-fields/field-parts';
import { fieldId, storedNumberText, toStoredAmount, toStoredNumber } from '../form-fields/formatters';
import { useAmountText } from '../form-fields/use-amount-text';
import { useRuntime } from '../../core/runtime/runtime-context';
import { useLead, useSetAnswers } from './use-answers';
import { useFieldText } from './use-field-text';

/** The amount or period the lead holds, or the brand's default while that answer is missing or out of range. */
export function loanValueOf(lead: Lead, dataPoint: 'amount' | 'period', range: AmountLimits): number {
  const stored = getDataPoint(lead, dataPoint);
  return typeof stored === 'number' && validateInRange(dataPoint, stored, range) === null ? stored : range.default;
}

type LoanRangeFieldProps = {
  dataPoint: string;
  error?: string;
  idPrefix?: string;
  /** What the applicant has typed and not yet saved (the dialog keeps it until Save or Cancel). */
  draft?: string;
  onDraft?: (text: string) => void;
};

/**
 * The amount or the period: a slider for a thumb and a number input for a keyboard, side by side,
 * both writing the same answer. A typed value stays as typed (an amount regrouped as the locale writes
 * it, with the rule it breaks said under the label as it is typed) until the dialog saves it; nothing changes when the field loses focus, so
 * nothing moves under the applicant's finger on the way to Save.
 */
export function LoanRangeField({ dataPoint, error, idPrefix = '', draft, onDraft }: LoanRangeFieldProps) {
  const { brand } = useRuntime();
  const lead = useLead();
  const setAnswers = useSetAnswers();
  const words = useFieldText();
  const isAmount = dataPoint === 'amount';
  const range = isAmount ? brand.amount : brand.period;
  const stored = getDataPoint(lead, dataPoint);
  const value = loanValueOf(lead, isAmount ? 'amount' : 'period', range);
  // On a page (no dialog around it) what is typed is the answer, checked like any other on Continue.
  const typed = draft ?? (stored === undefined ? undefined : storedNumberText(stored));
  const typedNumber = typed === undefined ? undefined : isAmount ? toStoredAmount(typed, brand.locale) : toStoredNumber(typed);
  const save = (answer: unknown, text: string) => (onDraft ? onDraft(text) : setAnswers({ [dataPoint]: answer }));
  // An amount is grouped as the brand's locale writes it while it is typed, its draft kept as plain digits; a period, a few digits, as typed.
  // What was typed, an empty field included: the brand's default shown in a field just emptied had the
  // next keys typed into it ("1.000.000" then 2 became 10.000.002). The answer starts as that default anyway.
  const amountInput = useAmountText(typed, brand.locale, (answer) => save(answer, storedNumberText(answer)));
  const id = `${idPrefix}${fieldId(dataPoint)}`;
  const format = isAmount ? words.money : words.periodText;
  // A period's range is one phrase with one plural, the noun after the larger number ("Von 61 bis 90 Tagen").
  const rangeText = isAmount
    ? words.t('loan>range', { min: format(range.min), max: format(range.max) })
    : words.t(brand.period.scale === 'months' ? 'loan>rangeMonths' : 'loan>rangeDays', { min: words.number(range.min), max: words.number(range.max), count: range.max });
  const draftError = typed !== undefined && validateInRange(dataPoint, typedNumber, range);
  const message = draftError ? words.clientError(dataPoint, draftError) : error;
  const unit = isAmount ? brand.currencySymbol : words.t(brand.period.scale === 'months' ? 'loan>unit_months' : 'loan>unit_days');

  return (
    <div className={message ? 'field field--error loan-range' : 'field loan-range'}>
      <label className="field__label" htmlFor={id}>
        {words.label(dataPoint)}
      </label>
      <Hint id={id} hint={rangeText} />
      {/* The error's line is always there, so a message appearing never moves the controls below it. */}
      <div className="loan-range__error">
        <ErrorMessage id={id} error={message} />
      </div>
      <div className="loan-range__controls">
        <div className="field__affixed loan-range__number">
          <input
            id={id}
            className="field__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={isAmount ? amountInput.shown : (typed ?? '')}
            aria-invalid={message ? true : undefined}
            aria-describedby={[hintId(id), message ? errorId(id) : ''].filter(Boolean).join(' ')}
            onChange={(event) => (isAmount ? amountInput.onInput(event.target) : save(toStoredNumber(event.target.value), event.target.value))}
          />
          <span className="field__affix" aria-hidden="true">
            {unit}
          </span>
        </div>
        <input
          className="loan-range__slider"
          type="range"
          min={range.min}
          max={range.max}
          step={range.step}
          value={typeof typedNumber === 'number' && !draftError ? typedNumber : value}
          aria-label={words.t(isAmount ? 'loan>amountSlider' : 'loan>periodSlider')}
          aria-valuetext={format(value)}
          onChange={(event) => {
            onDraft?.(event.target.value);
            setAnswers({ [dataPoint]: Number(event.target.value) });
          }}
        />
      </div>
    </div>
  );
}
