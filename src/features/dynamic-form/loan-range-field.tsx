import { useState } from 'react';
import { getDataPoint } from '../../domain/lead';
import { validateInRange } from '../../domain/validation';
import { ErrorMessage, Hint, hintId, errorId } from '../form-fields/field-parts';
import { fieldId, snapToRange, storedNumberText, toStoredNumber } from '../form-fields/formatters';
import { useRuntime } from '../runtime/runtime-context';
import { useLead, useSetAnswers } from './use-answers';
import { useFieldText } from './use-field-text';

/**
 * The amount or the period: a slider for a thumb and a number input for a keyboard, side by side,
 * both writing the same answer. The number input may hold a value off the range while typed; the
 * error says how to fix it and `settle` snaps it back when the dialog closes.
 */
export function LoanRangeField({ dataPoint, error, idPrefix = '' }: { dataPoint: string; error?: string; idPrefix?: string }) {
  const { brand } = useRuntime();
  const lead = useLead();
  const setAnswers = useSetAnswers();
  const words = useFieldText();
  const isAmount = dataPoint === 'amount';
  const range = isAmount ? brand.amount : brand.period;
  const stored = getDataPoint(lead, dataPoint);
  const [typed, setTyped] = useState<string | null>(null);
  const value = typeof stored === 'number' ? stored : range.default;
  const id = `${idPrefix}${fieldId(dataPoint)}`;
  const shown = words[isAmount ? 'money' : 'periodText'](value);
  const rangeText = words.t('loan>range', {
    min: words[isAmount ? 'money' : 'periodText'](range.min),
    max: words[isAmount ? 'money' : 'periodText'](range.max),
  });
  const typedError = typed !== null && validateInRange(dataPoint, toStoredNumber(typed), range);
  const message = typedError ? words.clientError(dataPoint, typedError) : error;
  const unit = isAmount ? brand.currencySymbol : words.t(brand.period.scale === 'months' ? 'loan>unit_months' : 'loan>unit_days');

  return (
    <div className={message ? 'field field--error loan-range' : 'field loan-range'}>
      <label className="field__label" htmlFor={id}>
        {words.label(dataPoint)}
      </label>
      <Hint id={id} hint={rangeText} />
      <ErrorMessage id={id} error={message} />
      <div className="loan-range__controls">
        <div className="field__affixed loan-range__number">
          <input
            id={id}
            className="field__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={typed ?? storedNumberText(value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={[hintId(id), message ? errorId(id) : ''].filter(Boolean).join(' ')}
            onChange={(event) => {
              setTyped(event.target.value);
              const number = toStoredNumber(event.target.value);
              if (typeof number === 'number' && validateInRange(dataPoint, number, range) === null) setAnswers({ [dataPoint]: number });
            }}
            onBlur={() => {
              if (typed === null) return;
              const number = toStoredNumber(typed);
              setAnswers({ [dataPoint]: snapToRange(typeof number === 'number' ? number : value, range) });
              setTyped(null);
            }}
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
          value={value}
          aria-label={words.t(isAmount ? 'loan>amountSlider' : 'loan>periodSlider')}
          aria-valuetext={shown}
          onChange={(event) => {
            setTyped(null);
            setAnswers({ [dataPoint]: Number(event.target.value) });
          }}
        />
      </div>
    </div>
  );
}
