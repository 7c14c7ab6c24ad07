import { validateWholeAmount, wholeNumberOf } from './after-offer-answers';
import type { ErrorKey } from '../validation/validation-core';
import { REQUIRED, isEmpty } from '../validation/validation-core';

/**
 * Public aid (state 24): whether the applicant receives a benefit and, only if so, which one and
 * how much a month. The kinds are ours (SPEC §7 gives /lead/aide without a payload).
 */
export const AID_TYPES = ['unemployment', 'disability', 'family', 'housing', 'minimumIncome', 'other'] as const;
export type AidType = (typeof AID_TYPES)[number];

export const receivesAid = (answer: unknown): boolean => answer === 'yes';

export function validateReceivesAid(value: unknown): ErrorKey | null {
  return value === 'yes' || value === 'no' ? null : REQUIRED;
}

export function validateAidType(value: unknown, receives: unknown): ErrorKey | null {
  if (!receivesAid(receives)) return null;
  if (isEmpty(value)) return REQUIRED;
  return AID_TYPES.includes(value as AidType) ? null : REQUIRED;
}

/** An aid of 0 a month is no aid: at least 1. */
export function validateAidAmount(value: unknown, receives: unknown): ErrorKey | null {
  return receivesAid(receives) ? validateWholeAmount(value, 1) : null;
}

/** The body of POST /lead/aide: kind and amount only for someone who receives aid. */
export function aideBody(answers: { receivesAid: unknown; aidType?: unknown; monthlyAidAmount?: unknown }) {
  if (!receivesAid(answers.receivesAid)) return { receivesAid: false };
  const amount = wholeNumberOf(answers.monthlyAidAmount);
  return {
    receivesAid: true,
    ...(typeof answers.aidType === 'string' ? { aidType: answers.aidType } : {}),
    ...(amount !== undefined ? { monthlyAidAmount: amount } : {}),
  };
}
