import { validateWholeAmount, wholeNumberOf } from './after-offer-answers';
import { normalisePolishId, validateIdCardNumber, validatePesel, validatePolishAccount } from '../country/polish-ids';
import { isEmpty, type ErrorKey } from '../validation/validation-core';
import { validateInRange } from '../validation/validation-numbers';

/**
 * The Polish application form (wniosek, state 33) and its completion (wniosek-uzupelnienie, 34).
 * The form asks who the applicant is (PESEL, identity card), the household, and the account the
 * loan is paid into. The account may be given later: without it the form is sent with
 * `complete: false` and the lender asks for it in the completion step.
 */
export const HOUSEHOLD_SIZE_MAX = 20;

export function validateHouseholdSize(value: unknown): ErrorKey | null {
  return validateInRange('householdSize', value, { min: 1, max: HOUSEHOLD_SIZE_MAX, step: 1 });
}

export const validateHouseholdExpenses = (value: unknown): ErrorKey | null => validateWholeAmount(value, 0);

/** The account: optional on the form (then the completion asks it), required in the completion. */
export function validateAccount(value: unknown, required: boolean): ErrorKey | null {
  return !required && isEmpty(value) ? null : validatePolishAccount(value);
}

export const WNIOSEK_RULES = {
  pesel: validatePesel,
  idCardNumber: validateIdCardNumber,
  householdSize: validateHouseholdSize,
  householdExpenses: validateHouseholdExpenses,
} as const;

const compactText = (value: unknown) => (typeof value === 'string' ? normalisePolishId(value) : '');

/** The answers of POST /lead/wniosek: ids without spaces, numbers as numbers, the account when given. */
export function wniosekAnswers(own: Record<string, unknown>): Record<string, string | number> {
  const account = compactText(own.bankAccount).replace(/^PL/, '');
  return {
    pesel: compactText(own.pesel),
    idCardNumber: compactText(own.idCardNumber),
    householdSize: wholeNumberOf(own.householdSize) ?? 0,
    householdExpenses: wholeNumberOf(own.householdExpenses) ?? 0,
    ...(account ? { bankAccount: account } : {}),
  };
}

/** Complete when the account is there; otherwise the lender's completion step asks for it. */
export const isWniosekComplete = (answers: Record<string, unknown>): boolean => typeof answers.bankAccount === 'string' && answers.bankAccount !== '';
