import { fieldNameOf } from '../lead/data-points';
import { CLASSIC_FORM_CONFIGURATION, classicDataPoints } from './classic-flow';
import { FORM_CONFIGURATION, INITIAL_DETAILS_PATH, getFormDefinition } from './form-config';
import type { FormDefinition, FormPath } from './form-config';
import type { DynamicForm, FieldError } from './form-sequence';
import { buildFormSequence } from './form-sequence';

export type { DynamicForm, FieldError };

/** The dynamic pages state of SPEC §3/§4 (stored key dynamicPages). */
export type DynamicPagesState = {
  /** Every data point asked for so far, in the order asked. */
  requested: string[];
  sequence: FormPath[];
  forms: Partial<Record<FormPath, DynamicForm>>;
  current: FormPath | null;
  /** SPEC §4: the earliest form in the sequence that has errors. */
  erroredForm: FormPath | null;
  /** Requested data points no configured form holds: logged by the caller, never asked. */
  unassigned: string[];
  /** Server errors for data points no form of the sequence shows (for an error summary). */
  orphanErrors: FieldError[];
};

export const EMPTY_DYNAMIC_PAGES: DynamicPagesState = {
  requested: [], sequence: [], forms: {}, current: null, erroredForm: null, unassigned: [], orphanErrors: [],
};

/** SPEC §3: initial-details is included on init, its modal's amount and period with it. */
export function createDynamicPages(): DynamicPagesState {
  return addDataPoints(EMPTY_DYNAMIC_PAGES, [...(getFormDefinition(INITIAL_DETAILS_PATH)?.dataPoints ?? [])]);
}

/**
 * The classic (v2) flow in the same shape: its pages are a fixed sequence, so v2 and v3 differ by
 * data only (the engine, the screens and the error path are the same).
 */
export function createClassicPages(asksReference: boolean): DynamicPagesState {
  return addDataPoints(EMPTY_DYNAMIC_PAGES, classicDataPoints(asksReference), CLASSIC_FORM_CONFIGURATION, false);
}

/** A brand's flow: the v3 forms where its application page is dynamic, else the classic pages. */
export function flowOf(brand: { readonly applicationPage: string }): 'v3' | 'v2' {
  return brand.applicationPage === 'dynamic' ? 'v3' : 'v2';
}

/** The pages of a flow as they start: v3 with initial-details, v2 with every classic page. */
export function createPagesFor(flow: 'v3' | 'v2', asksReference = false): DynamicPagesState {
  return flow === 'v3' ? createDynamicPages() : createClassicPages(asksReference);
}

/** Whether stored pages belong to a flow's configuration (a deployment switched brand keeps none of the other's). */
export function pagesFitFlow(state: DynamicPagesState, flow: 'v3' | 'v2'): boolean {
  const configuration: readonly FormDefinition[] = flow === 'v3' ? FORM_CONFIGURATION : CLASSIC_FORM_CONFIGURATION;
  return state.sequence.length > 0 && state.sequence.every((path) => configuration.some((form) => form.path === path));
}

export function formOwning(state: DynamicPagesState, dataPoint: string): DynamicForm | undefined {
  return state.sequence.map((path) => state.forms[path]).find((form) => form?.dataPoints.includes(dataPoint));
}

function withErroredForm(state: DynamicPagesState): DynamicPagesState {
  const erroredForm = state.sequence.find((path) => (state.forms[path]?.errors.length ?? 0) > 0) ?? null;
  return { ...state, erroredForm };
}

/**
 * SPEC §4: adding data points (re)builds the form sequence from everything asked so far and makes
 * current the form holding the first added data point. Errors of forms that stay are kept.
 */
export function addDataPoints(
  state: DynamicPagesState,
  dataPoints: readonly string[],
  configuration: readonly FormDefinition[] = FORM_CONFIGURATION,
  moveToFirstAdded = true,
): DynamicPagesState {
  const requested = [...new Set([...state.requested, ...dataPoints])];
  const { forms, unassigned } = buildFormSequence(requested, configuration);
  const byPath: Partial<Record<FormPath, DynamicForm>> = {};
  for (const form of forms) {
    const kept = (state.forms[form.path]?.errors ?? []).filter((error) => form.dataPoints.includes(error.dataPoint));
    byPath[form.path] = { ...form, errors: kept };
  }
  const next: DynamicPagesState = { ...state, requested, sequence: forms.map((form) => form.path), forms: byPath, unassigned };
  const first = moveToFirstAdded ? dataPoints.map((point) => formOwning(next, point)).find(Boolean) : undefined;
  return withErroredForm({ ...next, current: first?.path ?? (state.current && byPath[state.current] ? state.current : (next.sequence[0] ?? null)) });
}

export function setCurrentForm(state: DynamicPagesState, path: FormPath): DynamicPagesState {
  return state.forms[path] ? { ...state, current: path } : state;
}

/** SPEC §4: updating the application data for a path clears that path's errors. */
export function updateData(state: DynamicPagesState, dataPoint: string): DynamicPagesState {
  const form = formOwning(state, dataPoint);
  const orphanErrors = state.orphanErrors.filter((error) => error.dataPoint !== dataPoint);
  if (!form) return orphanErrors.length === state.orphanErrors.length ? state : { ...state, orphanErrors };
  const errors = form.errors.filter((error) => error.dataPoint !== dataPoint);
  if (errors.length === form.errors.length && orphanErrors.length === state.orphanErrors.length) return state;
  return withErroredForm({ ...state, orphanErrors, forms: { ...state.forms, [form.path]: { ...form, errors } } });
}

/** Server field errors, keyed by dotted data point (SPEC §4); a key may carry one message or several. */
export type ServerFieldErrors = Record<string, string | readonly string[]>;

/**
 * SPEC §4: each error is appended to the owning form's errors as { fieldName: last segment,
 * message }, and the earliest erroring form in the sequence becomes the errored form.
 */
export function applyServerErrors(state: DynamicPagesState, errors: ServerFieldErrors): DynamicPagesState {
  const forms = { ...state.forms };
  const orphanErrors = [...state.orphanErrors];
  for (const [dataPoint, messages] of Object.entries(errors)) {
    const list = typeof messages === 'string' ? [messages] : messages;
    const owner = formOwning(state, dataPoint);
    for (const message of list) {
      const error: FieldError = { fieldName: fieldNameOf(dataPoint), message, dataPoint };
      const form = owner ? forms[owner.path] : undefined;
      if (form) forms[form.path] = { ...form, errors: [...form.errors, error] };
      else orphanErrors.push(error);
    }
  }
  return withErroredForm({ ...state, forms, orphanErrors });
}

/** The form the applicant sees now, and whether it is the last (then it submits everything). */
export function currentForm(state: DynamicPagesState): DynamicForm | undefined {
  return state.current ? state.forms[state.current] : undefined;
}

export function isLastForm(form: DynamicForm): boolean {
  return form.next === null;
}
