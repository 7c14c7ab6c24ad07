import type { ErrorKey } from '../validation/validation-core';

/**
 * The consent steps (states 20, 29, 35, 36): the server lists the consents (GET
 * /customer/{id}/consents), each required or not and with its saved value; the applicant ticks them.
 */
export type ConsentItem = { key: string; required: boolean; value: boolean };

/** A required consent left unticked: the lender cannot go ahead without it. */
export const CONSENT_REQUIRED: ErrorKey = 'consent.required';

/** A consent's tick: what the applicant did on this step, else what the server has saved. */
export function consentTick(consent: ConsentItem, answers: Readonly<Record<string, unknown>>): boolean {
  const answered = answers[consent.key];
  return typeof answered === 'boolean' ? answered : consent.value;
}

/** The rule of one consent's checkbox: a required one must be ticked, an optional one never errs. */
export function validateConsent(consent: ConsentItem, ticked: boolean): ErrorKey | null {
  return consent.required && !ticked ? CONSENT_REQUIRED : null;
}

/** Keys of the required consents not ticked, in the server's order. */
export function missingRequiredConsents(consents: readonly ConsentItem[], answers: Readonly<Record<string, unknown>>): string[] {
  return consents.filter((consent) => validateConsent(consent, consentTick(consent, answers)) !== null).map((consent) => consent.key);
}

/** What is sent: every listed consent with its tick (an unticked optional one as false), nothing else. */
export function consentAnswers(consents: readonly ConsentItem[], answers: Readonly<Record<string, unknown>>): Record<string, boolean> {
  return Object.fromEntries(consents.map((consent) => [consent.key, consentTick(consent, answers)]));
}
