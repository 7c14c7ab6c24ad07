import type { ScreenWithIntroKey } from '../../config/text-keys';
/**
 * The four consent states differ by data only (SPEC §4 states 20, 29, 35, 36): their words, and
 * the call that saves the ticks. Every one shows the consents of GET /customer/{id}/consents.
 *
 * Which call saves: the contract names a step call of its own for the policy consents (state 20,
 * POST /lead/offer/policy) and the dynamic consents (state 35, POST /lead/offer/dynamic-policy);
 * the partner consents of Advanzia (29) and TF Bank (36) have none, and are saved where they were
 * read, POST /customer/{id}/consents (which also checks the required ones: 422 on `consents.{key}`).
 * One call per step: one submission per intent, and one answer that moves the applicant on.
 * Each consent step's definition is its record in the step registry (src/app/steps.ts).
 */
export type ConsentSave = 'consentsSave' | 'offerPolicy' | 'offerDynamicPolicy';

export type ConsentStepDefinition = {
  /** Translation key base in `steps`: `{screen}>title`, `>context`, `>intro`. */
  screen: ScreenWithIntroKey;
  save: ConsentSave;
};

/** Where the messages of every consent's checkbox are (one set for all keys). */
export const CONSENT_MESSAGES = 'consentField';
/** Our wording of each consent the server lists, by key, in the applicant's language. */
export const CONSENT_TEXTS = 'consentTexts';
