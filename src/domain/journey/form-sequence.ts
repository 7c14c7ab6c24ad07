import type { FormContext, FormDefinition, FormPath, StepType } from './form-config';
import { FORM_CONFIGURATION } from './form-config';

/** SPEC §3: a field error of a dynamic form; dataPoint is kept so clearing is exact. */
export type FieldError = { fieldName: string; message: string; dataPoint: string };

/** SPEC §3: one form of the sequence. */
export type DynamicForm = {
  path: FormPath;
  stepType: StepType;
  context: FormContext;
  /** Only the requested data points, in the form's own order. */
  dataPoints: string[];
  /** The requested data points that the form's modal shows (initial-details: amount, period). */
  modalDataPoints?: string[];
  prev: FormPath | null;
  next: FormPath | null;
  /** 1-based position in the sequence. */
  step: number;
  errors: FieldError[];
  /** SPEC §3: the last form holds the full list of data points to submit... */
  submitDataPoints?: string[];
  /** ...and the data points of every step. */
  stepDataPoints?: Partial<Record<FormPath, string[]>>;
};

export type FormAssignment = { assigned: Map<FormPath, string[]>; unassigned: string[] };

/**
 * Which form shows each requested data point. Some data points sit on more than one form
 * (flatNumber: address-information and flat-number), so a point goes to the form that shares
 * the most points with the request; on a tie the smaller (more specific) form, then the
 * earlier one. A lone flatNumber thus gets its own step, a full address one form. Data points
 * no form holds are reported as unassigned: the caller logs them; they are not asked.
 */
export function assignDataPoints(requested: readonly string[], configuration: readonly FormDefinition[] = FORM_CONFIGURATION): FormAssignment {
  const wanted = new Set(requested);
  const overlap = new Map(configuration.map((definition) => [definition.path, definition.dataPoints.filter((p) => wanted.has(p)).length]));
  const assigned = new Map<FormPath, string[]>();
  const unassigned: string[] = [];
  for (const point of wanted) {
    let best: FormDefinition | undefined;
    for (const candidate of configuration) {
      if (!(candidate.dataPoints as readonly string[]).includes(point)) continue;
      if (!best) best = candidate;
      const [a, b] = [overlap.get(candidate.path) ?? 0, overlap.get(best.path) ?? 0];
      if (a > b || (a === b && candidate.dataPoints.length < best.dataPoints.length)) best = candidate;
    }
    if (!best) unassigned.push(point);
    else assigned.set(best.path, [...(assigned.get(best.path) ?? []), point]);
  }
  return { assigned, unassigned };
}

/** SPEC §3: the forms in configuration order that hold any requested data point, linked prev/next. */
export function buildFormSequence(requested: readonly string[], configuration: readonly FormDefinition[] = FORM_CONFIGURATION) {
  const { assigned, unassigned } = assignDataPoints(requested, configuration);
  const definitions = configuration.filter((definition) => assigned.has(definition.path));
  const forms: DynamicForm[] = definitions.map((definition, index) => {
    const points = assigned.get(definition.path) ?? [];
    const dataPoints = definition.dataPoints.filter((point) => points.includes(point));
    const form: DynamicForm = {
      path: definition.path,
      stepType: definition.stepType,
      context: definition.context,
      dataPoints,
      prev: definitions[index - 1]?.path ?? null,
      next: definitions[index + 1]?.path ?? null,
      step: index + 1,
      errors: [],
    };
    const modal = definition.modal?.dataPoints.filter((point) => dataPoints.includes(point));
    if (modal && modal.length > 0) form.modalDataPoints = modal;
    return form;
  });
  const last = forms[forms.length - 1];
  if (last) {
    last.submitDataPoints = forms.flatMap((form) => form.dataPoints);
    last.stepDataPoints = Object.fromEntries(forms.map((form) => [form.path, form.dataPoints]));
  }
  return { forms, unassigned };
}
