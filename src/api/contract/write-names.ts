/**
 * Every call of the contract that changes something, by name: each one becomes a queued, retried
 * submission. Listed here without the schemas so the submission queue can start before the contract
 * loads (DESIGN.md §7); src/api/writes.ts holds it equal to the endpoint table's writes, by type.
 */
export const WRITE_NAMES = [
  'leadCreateV3', 'leadCreateV2', 'leadUpdateV3', 'leadUpdateV2',
  'mobileVerification', 'mobileVerify', 'mobileResendCode', 'mobileChange',
  'affiliateEvent', 'unsubscribe', 'consentsSave',
  'leadSkip', 'leadPassword', 'leadDocumentId', 'leadIdUpload', 'leadVehicle', 'leadSale', 'leadAccount',
  'leadMaritalDetails', 'leadAide', 'leadCnp', 'leadWniosek', 'leadPartnerReturn',
  'offerPayment', 'offerEmploymentDetails', 'offerPersonalDetails', 'offerPolicy', 'offerDynamicPolicy',
  'offerCreditDetails', 'offerProfessionalDetails', 'offerCustomerDebts', 'offerReferenceDetails',
  'offerSkipDocumentUpload', 'offerAcceptCreditea', 'offerUpdateProvident', 'offerProficredit',
] as const;

/**
 * The calls that answer an offer (accept or decline; states 37–41 and /smava). The offer answer is
 * one intent per lead: the client sends it under one key reserved for the application,
 * whatever tab or offer, and lead-api answers a second answer, from any device, with the first one's result.
 */
export const OFFER_ANSWER_WRITES = ['leadSale', 'offerAcceptCreditea', 'offerUpdateProvident', 'offerProficredit'] as const satisfies readonly (typeof WRITE_NAMES)[number][];
export type OfferAnswerWrite = (typeof OFFER_ANSWER_WRITES)[number];

export function isOfferAnswer(name: string): name is OfferAnswerWrite {
  return (OFFER_ANSWER_WRITES as readonly string[]).includes(name);
}
