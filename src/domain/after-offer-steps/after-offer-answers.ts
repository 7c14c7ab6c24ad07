import { validateInRange } from '../validation/validation-numbers';
import type { ErrorKey } from '../validation/validation-core';
import { REQUIRED, isEmpty } from '../validation/validation-core';

/**
 * Small rules shared by the after-offer steps' own answers (the ones that are not lead data
 * points): a monthly or owed amount in whole euros, and a choice that must fit the list it came from.
 */
export const ANSWER_AMOUNT_MAX = 1_000_000;

/** Whole currency units from `min` up to ANSWER_AMOUNT_MAX: 'amount.invalid' | 'amount.min' | 'amount.max'. */
export function validateWholeAmount(value: unknown, min = 0, max = ANSWER_AMOUNT_MAX): ErrorKey | null {
  const error = validateInRange('amount', value, { min, max, step: 1 });
  return error === 'amount.step' ? 'amount.invalid' : error;
}

/** A whole number typed as text ("1.500" and "1 500" too), or undefined when it is not one. */
export function wholeNumberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const grouped = /^\d{1,3}([. ]\d{3})+$/.test(text) ? text.replace(/[. ]/g, '') : text;
  return /^\d{1,12}$/.test(grouped) ? Number(grouped) : undefined;
}

export const requireChoice = (value: unknown): ErrorKey | null => (isEmpty(value) ? REQUIRED : null);

/** A choice is kept only while it is one of the options of the list it depends on. */
export function choiceFits(options: readonly { value: string }[], choice: unknown): boolean {
  return typeof choice === 'string' && options.some((option) => option.value === choice);
}
