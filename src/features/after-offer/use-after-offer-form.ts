import { useCallback, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyFromData } from '../../config/text-keys';
import type { FieldError } from '../../domain/journey/dynamic-form';
import { getDataPoint } from '../../domain/lead/lead';
import { setStepAnswers } from '../../domain/journey/step-data';
import { entriesNamingFields } from '../../domain/validation/error-summary';
import type { ErrorKey } from '../../domain/validation/validation';
import { useStepData, useStores } from '../../core/application/use-stores';
import { fieldFor } from '../../ui/data-points/field-registry';
import { calendarDateOf, rulesReady } from '../../ui/data-points/step-validation';
import type { ValidationContext } from '../../ui/data-points/field-types';
import { useLead } from '../../ui/data-points/use-answers';
import { useFieldText } from '../../ui/data-points/use-field-text';
import { fieldId } from '../../ui/form-fields/formatters';
import type { SummaryError } from '../../ui/form-fields/error-summary';
import { useRuntime } from '../../core/runtime/runtime-context';

/**
 * A field of an after-offer step: a lead data point (asked with the field registry, kept in the
 * lead) or a field of the step's own (kept in the step's answers, SPEC §3 asyncFormData), each
 * with its rule. `shown` leaves a field out until an earlier answer makes it apply (the spouse's
 * name only for someone married).
 */
export type StepField =
  | { kind: 'dataPoint'; dataPoint: string; shown?: (values: StepValues) => boolean }
  | {
      kind: 'own';
      name: string;
      validate: (value: unknown, values: StepValues, context: ValidationContext) => ErrorKey | null;
      shown?: (values: StepValues) => boolean;
      /**
       * Where its messages are, when not at `{screen}>fields>{name}`: fields the server lists (a
       * consent per key) share one set of messages (`messages`, a whole key base); the fields of a
       * list's rows (`debts.2.amount`) share `fields>amount>errors` and name their row with `values`.
       */
      messages?: string;
      text?: { name: string; values?: Record<string, unknown> };
      /** Its label, when it is not in the step's texts (a consent's words): an error summary names the field by it. */
      label?: string;
    };

/** What a step's rules read: its own answers and the lead's data points. */
export type StepValues = { own: Record<string, unknown>; lead: (dataPoint: string) => unknown };

const EMPTY: Record<string, unknown> = {};
const NO_ERRORS: FieldError[] = [];

type OwnField = Extract<StepField, { kind: 'own' }>;

export const fieldKey = (field: StepField) => (field.kind === 'dataPoint' ? field.dataPoint : field.name);

/** Each shown field's error under the rules as they are now, in the step's order. */
function clientErrorsOf(visible: readonly StepField[], values: StepValues, context: ValidationContext): [StepField, ErrorKey][] {
  const found: [StepField, ErrorKey][] = [];
  for (const field of visible) {
    const error =
      field.kind === 'dataPoint'
        ? (fieldFor(field.dataPoint)?.validate(values.lead(field.dataPoint), context) ?? null)
        : field.validate(values.own[field.name], values, context);
    if (error) found.push([field, error]);
  }
  return found;
}

/**
 * The state of an after-offer step's form (GOV.UK habit, as useStepForm for the form steps): nothing
 * is marked until the first Continue; then every answer is checked as it changes; the server's 422s
 * (kept per route by the navigator, also for submissions resumed after a reload) show at their field.
 */
export function useAfterOfferForm(route: string, screen: string, fields: readonly StepField[], messageValues: Record<string, unknown> = {}) {
  const { t, i18n } = useTranslation(['steps', 'form']);
  const words = useFieldText();
  const lead = useLead();
  const { brand } = useRuntime();
  const { steps } = useStores();
  const own = useStepData((state) => state.answers[route] ?? EMPTY);
  const serverErrors = useStepData((state) => state.errors[route] ?? NO_ERRORS);
  const [checked, setChecked] = useState(false);
  const messagesOf = (field: OwnField) => field.messages ?? `${screen}>fields>${field.text?.name ?? field.name}`;
  // Bumped on every failed Continue and when server errors arrive, so the summary takes focus again.
  const [focusKey, showErrors] = useReducer((key: number) => key + 1, serverErrors.length > 0 ? 1 : 0);
  const [today] = useState(() => calendarDateOf(new Date()));
  const context: ValidationContext = useMemo(
    () => ({ country: brand.country, limits: { amount: brand.amount, period: brand.period }, today }),
    [brand, today],
  );
  const values: StepValues = useMemo(() => ({ own, lead: (point) => getDataPoint(lead, point) }), [own, lead]);
  const visible = fields.filter((field) => !field.shown || field.shown(values));

  const clientErrors = useMemo(() => clientErrorsOf(visible, values, context), [visible, values, context]);

  const messages = new Map<string, string>();
  /** The messages said in the generic words of form^errors, not in their field's own. */
  const generic = new Set<string>();
  if (checked) {
    for (const [field, error] of clientErrors) {
      const message =
        field.kind === 'dataPoint'
          ? words.clientError(field.dataPoint, error)
          : t([keyFromData<['steps', 'form']>(`${messagesOf(field)}>errors>${error}`), keyFromData<['steps', 'form']>(`form^errors>${error}`)], { ...messageValues, ...field.text?.values });
      messages.set(fieldKey(field), message);
      const own = field.kind === 'dataPoint' ? words.hasOwnMessage(field.dataPoint, error) : i18n.exists(`${messagesOf(field)}>errors>${error}`, { ns: 'steps' });
      if (!own) generic.add(fieldKey(field));
    }
  }
  for (const error of serverErrors) {
    const key = visible.some((field) => fieldKey(field) === error.dataPoint) ? error.dataPoint : error.fieldName;
    if (messages.has(key)) continue;
    // A field of the step's own says it in the step's words (a CNP is not a DNI), even when the server names a data point.
    const match = visible.find((field) => field.kind === 'own' && fieldKey(field) === key);
    const ownField = match?.kind === 'own' ? match : undefined;
    const isDataPoint = !ownField && fieldFor(error.dataPoint) !== undefined;
    const base = ownField ? messagesOf(ownField) : `${screen}>fields>${error.fieldName}`;
    messages.set(
      key,
      isDataPoint
        ? words.serverError(error)
        : t([keyFromData<['steps', 'form']>(`${base}>errors>server.${error.message}`), keyFromData<['steps', 'form']>(`form^errors>server.${error.message}`), 'form^errors>server.unknown'], {
            ...messageValues,
            ...ownField?.text?.values,
          }),
    );
  }
  const order = [...visible.map(fieldKey), ...[...messages.keys()].filter((key) => !visible.some((field) => fieldKey(field) === key))];
  const labelOf = (key: string): string => {
    const field = visible.find((candidate) => fieldKey(candidate) === key);
    if (field?.kind === 'dataPoint') return words.labelIfAny(field.dataPoint);
    if (field?.kind === 'own' && field.label) return field.label;
    const labelKey = field?.kind === 'own' ? `${field.messages ?? `${screen}>fields>${field.text?.name ?? field.name}`}>label` : `${screen}>fields>${key}>label`;
    return i18n.exists(labelKey, { ns: 'steps' }) ? t(keyFromData<['steps', 'form']>(labelKey), { ...messageValues, ...(field?.kind === 'own' ? field.text?.values : {}) }) : '';
  };
  // Every entry names its field (domain/validation/error-summary.ts).
  const summary: SummaryError[] = entriesNamingFields(
    order.flatMap((key) => {
      const message = messages.get(key);
      return message ? [{ id: fieldId(key), message, field: labelOf(key), generic: generic.has(key) }] : [];
    }),
    (message, field) => t('form^errors>named', { message, field }),
  );

  const validate = (): boolean => {
    setChecked(true);
    // Found anew, not taken from the render: a rule that arrived since (the phone library Continue awaited) decides.
    const failed = clientErrorsOf(visible, values, context).length > 0;
    if (failed) showErrors();
    return !failed;
  };

  /** Null when validate() can decide now; else what Continue awaits first (a rule still loading, step-validation.rulesReady). */
  const ready = () => rulesReady(visible.flatMap((field) => (field.kind === 'dataPoint' ? [field.dataPoint] : [])));

  /** Keeps an answer; the server's errors on it (and on `touched`, the row fields a list answer holds) are done with. */
  const set = useCallback(
    (name: string, value: unknown, touched: readonly string[] = []) =>
      steps.setState((state) => setStepAnswers(state, route, { [name]: value }, [name, ...touched])),
    [steps, route],
  );

  return {
    values,
    visible,
    isShown: (key: string) => visible.some((field) => fieldKey(field) === key),
    own: (name: string) => values.own[name],
    set,
    errorOf: (key: string) => messages.get(key),
    label: (name: string) => t(keyFromData<['steps', 'form']>(`${screen}>fields>${name}>label`), messageValues),
    hint: (name: string) => t(keyFromData<['steps', 'form']>(`${screen}>fields>${name}>hint`), messageValues),
    summary,
    focusKey,
    validate,
    ready,
    showErrors,
    serverErrorCount: serverErrors.length,
  };
}

export type AfterOfferForm = ReturnType<typeof useAfterOfferForm>;
