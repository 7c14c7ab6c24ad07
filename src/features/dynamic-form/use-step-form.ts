import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FieldError } from '../../domain/journey/dynamic-form';
import type { ErrorKey } from '../../domain/validation/validation';
import { fieldId } from '../../ui/form-fields/formatters';
import type { SummaryError } from '../../ui/form-fields/error-summary';
import { entriesNamingFields } from '../../domain/validation/error-summary';
import { useRuntime } from '../../core/runtime/runtime-context';
import type { ValidationContext } from '../../ui/data-points/field-types';
import { calendarDateOf, checkStep, rulesReady, visibleDataPoints } from '../../ui/data-points/step-validation';
import { useLead } from '../../ui/data-points/use-answers';
import { useFieldText } from '../../ui/data-points/use-field-text';
import { whenIdle } from '../../core/runtime/when-idle';

/** Without requestIdleCallback (Safari): once typing has paused this long. */
const CHECK_AHEAD_FALLBACK_MS = 300;

export type StepFormOptions = {
  dataPoints: readonly string[];
  /** The server's field errors of this form (SPEC §4), cleared per data point as it is answered. */
  serverErrors?: readonly FieldError[];
  /** Errors found outside the validators (the e-mail validation call), by data point. */
  extraErrors?: Readonly<Record<string, ErrorKey | undefined>>;
};

/**
 * A step's validation state (GOV.UK habit): nothing is marked until the first Continue; from then
 * on every answer is checked as it changes, so an error disappears as soon as it is fixed.
 */
export function useStepForm({ dataPoints, serverErrors = [], extraErrors = {} }: StepFormOptions) {
  const lead = useLead();
  const { brand } = useRuntime();
  const words = useFieldText();
  const [checked, setChecked] = useState(false);
  // Bumped on every failed Continue (and when server errors arrive) so the summary takes focus again.
  const [focusKey, setFocusKey] = useState(serverErrors.length > 0 ? 1 : 0);
  const [today] = useState(() => calendarDateOf(new Date()));
  const context: ValidationContext = useMemo(
    () => ({ country: brand.country, limits: { amount: brand.amount, period: brand.period }, today }),
    [brand, today],
  );

  // Idle until urgent: the answers are checked in idle time as they change, and Continue
  // finds them checked (step-validation.ts checkStep).
  useEffect(() => whenIdle(() => void checkStep(dataPoints, lead, context), { fallbackMs: CHECK_AHEAD_FALLBACK_MS }), [dataPoints, lead, context]);

  const visible = visibleDataPoints(dataPoints);
  const messages = new Map<string, string>();
  /** The messages said in the generic words of form^errors, not in their field's own. */
  const generic = new Set<string>();
  const setClientError = (point: string, key: ErrorKey) => {
    messages.set(point, words.clientError(point, key));
    if (!words.hasOwnMessage(point, key)) generic.add(point);
  };
  if (checked) for (const [point, key] of checkStep(dataPoints, lead, context)) setClientError(point, key);
  for (const [point, key] of Object.entries(extraErrors)) if (key && !messages.has(point)) setClientError(point, key);
  for (const error of serverErrors) if (!messages.has(error.dataPoint)) messages.set(error.dataPoint, words.serverError(error));

  // In the step's order; a server error for a field this step does not show still gets a line.
  const order = [...visible, ...[...messages.keys()].filter((point) => !visible.includes(point))];
  // Every entry names its field (domain/validation/error-summary.ts).
  const summary: SummaryError[] = entriesNamingFields(
    order.flatMap((point) => {
      const message = messages.get(point);
      return message ? [{ id: fieldId(point), message, field: words.labelIfAny(point), generic: generic.has(point) }] : [];
    }),
    (message, field) => words.t('errors>named', { message, field }),
  );

  /** Runs the validators; true when the step may go on. */
  const validate = useCallback((): boolean => {
    setChecked(true);
    const failed = checkStep(dataPoints, lead, context).length > 0 || Object.values(extraErrors).some(Boolean);
    if (failed) setFocusKey((key) => key + 1);
    return !failed;
  }, [dataPoints, lead, context, extraErrors]);

  const showErrors = useCallback(() => setFocusKey((key) => key + 1), []);

  /** Null when validate() can decide now; else what Continue awaits first (a rule still loading, step-validation.rulesReady). */
  const ready = useCallback(() => rulesReady(dataPoints), [dataPoints]);

  return { visible, summary, errorOf: (point: string) => messages.get(point), validate, ready, showErrors, focusKey, context };
}
