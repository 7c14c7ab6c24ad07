/**
 * Every call of the contract that changes something, by name: each one becomes a queued, retried
 * submission. Listed here without the schemas so the submission queue can start before the contract
 * loads (DESIGN.md §7); write-names.test.ts keeps the list equal to the endpoint table's writes.
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
