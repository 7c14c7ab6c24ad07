import { useRef } from 'react';
import { getDataPoint } from '../../domain/lead';
import { fieldId, snapToRange } from '../form-fields/formatters';
import { useRuntime } from '../runtime/runtime-context';
import { LoanRangeField } from './loan-range-field';
import { useLead, useSetAnswers } from './use-answers';
import { useFieldText } from './use-field-text';

/**
 * initial-details' modal (SPEC §3): the choice in one line ("Quiero 300 € a 70 días · Cambiar") and
 * a native <dialog> holding the amount beside the period. showModal() gives the focus trap, Escape
 * and the inert page for free; focus goes back to "Cambiar" when it closes.
 */
export function LoanChoice({ dataPoints, errors }: { dataPoints: readonly string[]; errors: (point: string) => string | undefined }) {
  const { brand } = useRuntime();
  const lead = useLead();
  const setAnswers = useSetAnswers();
  const words = useFieldText();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const amount = typeof lead.amount === 'number' ? lead.amount : brand.amount.default;
  const period = typeof lead.period === 'number' ? lead.period : brand.period.default;
  const erroredPoint = dataPoints.find((point) => errors(point));
  const error = erroredPoint ? errors(erroredPoint) : undefined;

  /** A value typed off the range is snapped back when the dialog closes, so the summary never lies. */
  const settle = () => {
    const answers: Record<string, number> = {};
    for (const point of dataPoints) {
      const range = point === 'amount' ? brand.amount : brand.period;
      const value = getDataPoint(lead, point);
      const snapped = snapToRange(typeof value === 'number' ? value : range.default, range);
      if (snapped !== value) answers[point] = snapped;
    }
    if (Object.keys(answers).length > 0) setAnswers(answers);
    openerRef.current?.focus();
  };

  return (
    <div className="loan-choice">
      <p className="loan-choice__text">
        {words.t('loan>summary', { amount: words.money(amount), period: words.periodText(period) })}
        <span aria-hidden="true"> · </span>
        <button
          type="button"
          className="loan-choice__change"
          // The error summary links here for an amount or period error: the dialog opens from this button.
          id={fieldId(erroredPoint ?? dataPoints[0] ?? 'amount')}
          ref={openerRef}
          aria-haspopup="dialog"
          aria-invalid={error ? true : undefined}
          onClick={() => dialogRef.current?.showModal()}
        >
          {words.t('loan>change')}
          <span className="visually-hidden"> {words.t('loan>changeHidden')}</span>
        </button>
      </p>
      {error && <p className="field__error">{error}</p>}
      <dialog className="loan-dialog" ref={dialogRef} aria-labelledby="loan-dialog-title" onClose={settle}>
        <h2 className="loan-dialog__title" id="loan-dialog-title">
          {words.t('loan>dialogTitle')}
        </h2>
        {dataPoints.map((point) => (
          <LoanRangeField key={point} dataPoint={point} error={errors(point)} idPrefix="dialog-" />
        ))}
        <form method="dialog" className="loan-dialog__actions">
          <button type="submit" className="button button--primary">
            {words.t('loan>save')}
          </button>
        </form>
      </dialog>
    </div>
  );
}
