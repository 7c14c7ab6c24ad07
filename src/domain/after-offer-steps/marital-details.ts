import { PARTNERED_MARITAL_STATUSES } from '../journey/relevance';
import type { ErrorKey } from '../validation/validation-core';
import { validateName } from '../validation/validation-text';

/**
 * Marital details (state 23): the spouse's or partner's name and income are asked only of someone
 * married or in a civil partnership, and sent only then (an answer typed before switching to
 * "single" is not sent).
 */
export function isPartnered(maritalStatus: unknown): boolean {
  return typeof maritalStatus === 'string' && PARTNERED_MARITAL_STATUSES.includes(maritalStatus);
}

export function validateSpouseName(value: unknown, maritalStatus: unknown): ErrorKey | null {
  return isPartnered(maritalStatus) ? validateName(value) : null;
}

export type MaritalDetailsAnswers = { maritalStatus: string; spouseFirstName?: unknown; spouseLastName?: unknown; spouseMonthlyIncome?: unknown };

/** The body of POST /lead/marital-details from the answers: spouse fields only for a partnered applicant. */
export function maritalDetailsBody(answers: MaritalDetailsAnswers) {
  const { maritalStatus } = answers;
  if (!isPartnered(maritalStatus)) return { maritalStatus };
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? { value: value.trim() } : undefined);
  const first = text(answers.spouseFirstName);
  const last = text(answers.spouseLastName);
  return {
    maritalStatus,
    ...(first ? { spouseFirstName: first.value } : {}),
    ...(last ? { spouseLastName: last.value } : {}),
    ...(typeof answers.spouseMonthlyIncome === 'number' ? { spouseMonthlyIncome: answers.spouseMonthlyIncome } : {}),
  };
}
