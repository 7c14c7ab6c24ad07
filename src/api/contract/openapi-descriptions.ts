import type { EndpointName } from './endpoints';
import type { testSupportEndpoints } from './test-support';

/**
 * What each published call does, for the OpenAPI document (openapi.ts): the summary a reader scans
 * and what a backend must know to answer it as the funnel expects. Typed by the endpoint table, so a
 * call added there without a description fails `npm run typecheck`.
 */
export type PublishedEndpointName = Exclude<EndpointName, keyof typeof testSupportEndpoints>;
export type OperationText = { summary: string; description: string };

const step = (what: string): OperationText => ({
  summary: what,
  description: `An after-offer step (SPEC §4): stores the step's answers under the lead and answers the state it moved to. A lead past its decision answers 409 lead_decided; a field the lead's country refuses, 422 keyed by its data point.`,
});

export const OPERATION_TEXTS: Readonly<Record<PublishedEndpointName, OperationText>> = {
  leadCreateV3: { summary: 'Create a lead (dynamic flow)', description: 'Creates the lead from the first step\'s answers and answers its id and state: 0 while data points are missing, 6 (checking) once all are there. Sent once per intent under an Idempotency-Key.' },
  leadCreateV2: { summary: 'Create a lead (classic flow)', description: 'Creates the lead and answers the first classic page still missing data (1–5), or 6 (checking).' },
  leadUpdateV3: { summary: 'Update a lead (dynamic flow)', description: 'Merges a step\'s answers into the lead, nested groups shallowly (SPEC §3). A decided lead answers 409 lead_decided.' },
  leadUpdateV2: { summary: 'Update a lead (classic flow)', description: 'As the dynamic flow\'s update, answering the next classic page.' },
  dataPointsV3: { summary: 'The data points a brand asks for', description: 'The dotted data points of the brand\'s dynamic flow, in order; the brand comes from `brand` or the X-Brand header.' },
  continueUrlV3: { summary: 'A continue link for a lead', description: 'The URL that resumes the application on another device. A backend binds it to something the applicant has (a signed, expiring token) and expires it with the application (docs/backend.md).' },
  continueUrlV2: { summary: 'A continue link for a lead (classic flow)', description: 'As the dynamic flow\'s continue link.' },
  continueLead: { summary: 'Resume a lead from a continue link', description: 'Answers the lead with its personal data. Rate-limited per client address and per lead; a backend guards it beyond the id (docs/backend.md).' },
  postcodeLookup: { summary: 'Look up a postcode', description: 'Municipality, city and province of a postcode; 404 for one that does not exist. Sends X-Api-Secret when the deployment has one. Rate-limited per client address.' },
  postcode: { summary: 'Look up a postcode (short path)', description: 'As the postcode lookup.' },
  policies: { summary: 'The policies to accept', description: 'The policies of the brand\'s language, each with its text and whether it is required. Fetched without the API base (SPEC §7).' },
  emailValidate: { summary: 'Check an e-mail address', description: 'Whether the address can receive mail, with a suggestion for a misspelt provider. Rate-limited per client address.' },
  mobileVerification: { summary: 'Send the SMS code when the step opens', description: 'Sends a code to the lead\'s mobile, unless one went out within the resend wait (then `sent: false`). Rate-limited per client address and per lead.' },
  mobileVerify: { summary: 'Verify the SMS code', description: 'A right code moves the lead on; a wrong one is 422 on `code`. After 5 wrong tries the code is locked: 429 until a new code is sent.' },
  mobileResendCode: { summary: 'Send a new SMS code', description: 'Sends a new code when the applicant asks; within the resend wait of the last code it is 429 with the seconds left in Retry-After.' },
  mobileChange: { summary: 'Change the mobile number', description: 'Changes the number (a mobile of the brand\'s country) and sends a code to it. Rate-limited per lead.' },
  affiliateEvent: { summary: 'Report a funnel moment for an affiliate', description: 'The lead, complete-registration or rejected moment of an applicant who came with an affiliate reference; sent once per moment under an Idempotency-Key.' },
  leadStatus: { summary: 'The lead\'s status', description: 'Polled while the lead is in checking (6): `pending`, then the decision with the state it leads to.' },
  companyLookup: { summary: 'Find a company by name', description: 'Registered details of the companies matching a name. Rate-limited per client address.' },
  choices: { summary: 'A list of choices', description: 'The values and labels of one of the form\'s choice lists, in a language.' },
  vehicleModels: { summary: 'Vehicle makes and models', description: 'The makes and their models for the vehicle step.' },
  partnerLogos: { summary: 'Partner logos', description: 'Each partner\'s name and logo URL (on the deployment\'s PARTNER_LOGO_ORIGINS).' },
  professionalDetailsMapping: { summary: 'Professions and their position types', description: 'The professions of the professional-details step, with the position types each allows.' },
  unsubscribe: { summary: 'Unsubscribe an e-mail address', description: 'Stops marketing e-mail to the address.' },
  consentsGet: { summary: 'The lead\'s consents', description: 'The consents the lead is asked for, with their texts and values.' },
  consentsSave: { summary: 'Save the lead\'s consents', description: 'Stores the answers; a required consent left false is 422 on `consents.{key}`.' },
  leadSkip: step('Skip a step'),
  leadPassword: { summary: 'Set the customer\'s password', description: 'Sets the password of an accepted lead\'s customer account.' },
  leadDocumentId: step('Send the identity document\'s number'),
  leadIdUpload: step('Upload the identity document'),
  leadPartnerReturn: { summary: 'Return from a partner\'s page', description: 'The partner\'s result of a hand-off (bank link, payment). The reference must be the one the server signed for this lead and hand-off; another is 422 on `reference`.' },
  leadRedirect: { summary: 'The partner redirect of a lead', description: 'Where a redirected lead (12) or a hand-off (9, 17–19) sends the applicant; 404 otherwise.' },
  leadVehicle: step('Send the vehicle'),
  leadSale: { summary: 'Answer an offer', description: 'Accepts or declines an offer. One answer per lead: any later one gets the first one\'s reply. An acceptance after the offers expired is 422 on `offerId`.' },
  leadAccount: step('Send the bank account'),
  leadMaritalDetails: step('Send the marital details'),
  leadAide: step('Send the aid received'),
  leadCnp: step('Send the CNP (Romania)'),
  leadWniosek: step('Send the application form (Poland)'),
  offerPayment: step('Send the payment method'),
  offerEmploymentDetails: step('Send the employment details'),
  offerPersonalDetails: step('Send further personal details'),
  offerPolicy: step('Accept the partner\'s policies'),
  offerDynamicPolicy: step('Accept the partner\'s listed policies'),
  offerCreditDetails: step('Send the credit details'),
  offerProfessionalDetails: step('Send the professional details'),
  offerCustomerDebts: step('Send the customer\'s debts'),
  offerReferenceDetails: step('Send a reference person'),
  offerSkipDocumentUpload: step('Go on without the document upload'),
  offerAcceptCreditea: { summary: 'Accept a Creditea offer', description: 'As answering an offer: one answer per lead.' },
  offerUpdateProvident: { summary: 'Change a Provident offer', description: 'As answering an offer: one answer per lead.' },
  offerProficredit: { summary: 'Answer a Proficredit offer', description: 'As answering an offer: one answer per lead.' },
};
