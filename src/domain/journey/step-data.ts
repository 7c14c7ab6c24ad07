import type { FieldError } from './form-sequence';

/**
 * What the after-offer steps keep between visits (SPEC §3 UI state "async form data", stored key
 * asyncFormData): per route, the answers that are not lead data points (a vehicle's make, a
 * spouse's name, a debts list) and the server's field errors for that step, so that a reload
 * resumes the step with its answers and a 422 to a submission resumed after a reload still shows.
 * Lead data points asked after the offer (employer, income) stay in the lead.
 */
export type StepData = {
  answers: Record<string, Record<string, unknown>>;
  errors: Record<string, FieldError[]>;
};

export const EMPTY_STEP_DATA: StepData = { answers: {}, errors: {} };

/** Keeps answers; the server's errors on the fields they change (`fields`, by name or dotted path) are done with. */
export function setStepAnswers(state: StepData, route: string, answers: Record<string, unknown>, fields: readonly string[] = Object.keys(answers)): StepData {
  const errors = (state.errors[route] ?? []).filter((error) => !fields.includes(error.fieldName) && !fields.includes(error.dataPoint));
  return {
    answers: { ...state.answers, [route]: { ...state.answers[route], ...answers } },
    errors: { ...state.errors, [route]: errors },
  };
}

export function setStepErrors(state: StepData, route: string, errors: FieldError[]): StepData {
  return { ...state, errors: { ...state.errors, [route]: errors } };
}

export function clearStepErrors(state: StepData, route: string): StepData {
  if (!state.errors[route]?.length) return state;
  return { ...state, errors: { ...state.errors, [route]: [] } };
}

/** A step's answers are done with once the server has taken them: nothing personal stays behind. */
export function forgetStep(state: StepData, route: string): StepData {
  const { [route]: _answers, ...answers } = state.answers;
  const { [route]: _errors, ...errors } = state.errors;
  return { answers, errors };
}
