import { memo, useRef, useState } from 'react';
import { getDataPoint } from '../../domain/lead/lead';
import { adjustmentOf, type Adjustment } from '../../domain/country/limits';
import { setAsyncFormData } from '../../domain/journey/ui-state';
import { useStores, useUiState } from '../../core/application/use-stores';
import { fieldId, toStoredAmount, toStoredNumber } from '../../ui/form-fields/formatters';
import { useRuntime } from '../../core/runtime/runtime-context';
import { LOAN_ADJUSTED_KEY, type LoanAdjustments } from './loan-adjustments';
import { LoanExample } from './loan-example';
import { LoanRangeField } from '../../ui/data-points/loan-range-field';
import { useLead, useSetAnswers } from '../../ui/data-points/use-answers';
import { useFieldText } from '../../ui/data-points/use-field-text';

type Point = 'amount' | 'period';

/**
 * initial-details' modal (SPEC §3): the choice in one line ("Quiero 300 € a 70 días · Cambiar") and
 * a native <dialog> holding the amount beside the period. showModal() gives the focus trap and the
 * inert page; focus goes back to "Cambiar" when it closes. What is typed stays as typed until Save
 * (nothing moves under the finger on the way to the button); Save sets the nearest allowed values and
 * says what it changed and why; Cancel and Escape put back what was there before.
 */
type LoanChoiceProps = { dataPoints: readonly string[]; errors: (point: string) => string | undefined };

function LoanChoiceLine({ dataPoints, errors }: LoanChoiceProps) {
  const { brand } = useRuntime();
  const { ui } = useStores();
  const lead = useLead();
  const setAnswers = useSetAnswers();
  const words = useFieldText();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const before = useRef<Partial<Record<Point, number>>>({});
  const [drafts, setDrafts] = useState<Partial<Record<Point, string>>>({});
  const adjusted = useUiState((state) => state.asyncFormData[LOAN_ADJUSTED_KEY] as LoanAdjustments | undefined);
  const points = dataPoints.filter((point): point is Point => point === 'amount' || point === 'period');
  const rangeOf = (point: Point) => (point === 'amount' ? brand.amount : brand.period);
  const valueOf = (point: Point) => {
    const value = getDataPoint(lead, point);
    return typeof value === 'number' ? value : rangeOf(point).default;
  };
  const amount = valueOf('amount');
  const period = valueOf('period');
  const erroredPoint = dataPoints.find((point) => errors(point));
  const error = erroredPoint ? errors(erroredPoint) : undefined;

  const open = () => {
    before.current = Object.fromEntries(points.map((point) => [point, valueOf(point)]));
    setDrafts({});
    dialogRef.current?.showModal();
  };

  const close = () => {
    dialogRef.current?.close();
    openerRef.current?.focus();
  };

  /** What Save would set for a point: the value typed, moved to the nearest allowed one; undefined for no number. */
  const toSave = (point: Point) => {
    const draft = drafts[point];
    // The amount as LoanRangeField reads it, however the locale grouped it.
    const typed = draft === undefined ? valueOf(point) : point === 'amount' ? toStoredAmount(draft, brand.locale) : toStoredNumber(draft);
    if (typeof typed !== 'number') return undefined;
    const adjustment = adjustmentOf(typed, rangeOf(point));
    return { value: adjustment?.given ?? typed, adjustment };
  };

  const save = () => {
    const answers: Record<string, number> = {};
    const changes: LoanAdjustments = {};
    for (const point of points) {
      const saved = toSave(point);
      if (!saved) continue;
      answers[point] = saved.value;
      if (saved.adjustment) changes[point] = saved.adjustment;
    }
    if (Object.keys(answers).length > 0) setAnswers(answers);
    ui.setState((state) => setAsyncFormData(state, { [LOAN_ADJUSTED_KEY]: changes }, Date.now()));
    close();
  };

  const cancel = () => {
    setAnswers(before.current);
    close();
  };

  return (
    <div className="loan-choice">
      <p className="loan-choice__text">
        {words.t('loan>summary', { amount: words.money(amount), period: words.periodText(period) })}{' '}
        {/* Kept on one line with its separator, so neither is left dangling when the line wraps. */}
        <span className="loan-choice__action">
          <span aria-hidden="true">· </span>
          <button
            type="button"
            className="loan-choice__change"
            // The error summary links here for an amount or period error: the dialog opens from this button.
            id={fieldId(erroredPoint ?? dataPoints[0] ?? 'amount')}
            ref={openerRef}
            aria-haspopup="dialog"
            aria-invalid={error ? true : undefined}
            onClick={open}
          >
            {words.t('loan>change')}
            <span className="visually-hidden"> {words.t('loan>changeHidden')}</span>
          </button>
        </span>
      </p>
      <LoanExample amount={amount} period={period} />
      {error && <p className="field__error">{error}</p>}
      <p className="loan-choice__adjusted" role="status">
        {points.map((point) => (adjusted?.[point] ? <AdjustmentText key={point} point={point} adjustment={adjusted[point]} /> : null))}
      </p>
      <dialog
        className="dialog"
        ref={dialogRef}
        aria-labelledby="loan-dialog-title"
        onCancel={(event) => {
          // Escape: the same as Cancel.
          event.preventDefault();
          cancel();
        }}
      >
        <h2 className="dialog__title" id="loan-dialog-title">
          {words.t('loan>dialogTitle')}
        </h2>
        {points.map((point) => (
          <LoanRangeField
            key={point}
            dataPoint={point}
            error={errors(point)}
            idPrefix="dialog-"
            draft={drafts[point]}
            onDraft={(text) => setDrafts((current) => ({ ...current, [point]: text }))}
          />
        ))}
        {/* The example for what Save would set, as the amount and period are moved. */}
        <LoanExample amount={toSave('amount')?.value ?? amount} period={toSave('period')?.value ?? period} />
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={save}>
            {words.t('loan>save')}
          </button>
          <button type="button" className="button button--secondary" onClick={cancel}>
            {words.t('steps^loanChoice>cancel')}
          </button>
        </div>
      </dialog>
    </div>
  );
}

/** "You asked for 6.000 €, more than the most we can lend: we've set 5.000 €." */
function AdjustmentText({ point, adjustment }: { point: Point; adjustment: Adjustment }) {
  const words = useFieldText();
  const { brand } = useRuntime();
  const format = point === 'amount' ? words.money : words.periodText;
  const values = { asked: format(adjustment.asked), given: format(adjustment.given), step: format(brand[point].step) };
  return (
    <span className="loan-choice__adjustment">
      {words.t(`steps^loanChoice>adjusted>${point}>${adjustment.reason}`, values)}{' '}
    </span>
  );
}

/** Memoized as FieldRenderer is (field-renderer.tsx): a press on Continue does not draw the choice again. */
export const LoanChoice = memo(
  LoanChoiceLine,
  (before, after) => before.dataPoints.join() === after.dataPoints.join() && after.dataPoints.every((point) => before.errors(point) === after.errors(point)),
);
