import type { WriteName, WriteVariables } from '../../src/api/writes';

/** Every after-offer and verification write, with a body lead-api accepts, for a lead id. */
/** leadPartnerReturn needs the reference the server issued for a hand-off lead: writes.test.ts calls it on its own. */
type StepName = Exclude<WriteName, 'leadCreateV3' | 'leadCreateV2' | 'leadUpdateV3' | 'leadUpdateV2' | 'unsubscribe' | 'leadPartnerReturn'>;
type StepCall<N extends WriteName> = Pick<WriteVariables<N>, 'body' | 'params'>;

const file = { name: 'front.png', type: 'image/png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' } as const;

export const STEP_CALLS: { [N in StepName]: (leadId: string) => StepCall<N> } = {
  mobileVerification: (leadId) => ({ body: { leadId } }),
  mobileResendCode: (leadId) => ({ body: { leadId } }),
  mobileVerify: (leadId) => ({ body: { leadId, code: '0000' } }),
  mobileChange: (leadId) => ({ body: { leadId, phoneNumber: '+34611222333' } }),
  affiliateEvent: (leadId) => ({ body: { event: 'lead', sessionId: 'b2f6c1d0-0000-4000-8000-000000000001', leadId } }),
  consentsSave: (leadId) => ({ params: { id: leadId }, body: { consents: { creditCheck: true, partnerTransfer: true } } }),
  leadSkip: (leadId) => ({ params: { id: leadId }, body: {} }),
  leadPassword: (leadId) => ({ body: { leadId, password: 'correct horse battery' } }),
  leadDocumentId: (leadId) => ({ body: { leadId, documentId: '12345678Z' } }),
  leadIdUpload: (leadId) => ({ body: { leadId, front: file } }),
  leadVehicle: (leadId) => ({ body: { leadId, make: 'SEAT', model: 'Ibiza', year: 2018 } }),
  leadSale: (leadId) => ({ body: { leadId, offerId: 'offer-1', accepted: true } }),
  leadAccount: (leadId) => ({ body: { leadId, iban: 'ES9121000418450200051332' } }),
  leadMaritalDetails: (leadId) => ({ body: { leadId, maritalStatus: 'married', spouseMonthlyIncome: 1200 } }),
  leadAide: (leadId) => ({ body: { leadId, receivesAid: false } }),
  leadCnp: (leadId) => ({ body: { leadId, cnp: '1800101420010' } }),
  leadWniosek: (leadId) => ({ body: { leadId, answers: { employer: 'ACME' }, complete: true } }),
  offerPayment: (leadId) => ({ body: { leadId, paymentMethod: 'card', cardToken: 'tok_test' } }),
  offerEmploymentDetails: (leadId) => ({ body: { leadId, employer: { name: 'Telefónica, S.A.' } } }),
  offerPersonalDetails: (leadId) => ({ body: { leadId, personalDetails: { firstName: 'Lucía' } } }),
  offerPolicy: (leadId) => ({ body: { leadId, policies: { creditCheck: true, partnerTransfer: true } } }),
  offerDynamicPolicy: (leadId) => ({ body: { leadId, policies: { creditCheck: true, partnerTransfer: true, partnerMarketing: false } } }),
  offerCreditDetails: (leadId) => ({ body: { leadId, amount: 1000, period: 70 } }),
  offerProfessionalDetails: (leadId) => ({ body: { leadId, profession: 'engineer', positionType: 'employee' } }),
  offerCustomerDebts: (leadId) => ({ body: { leadId, debts: [{ creditor: 'Banco', amount: 1000, monthlyPayment: 50 }] } }),
  offerReferenceDetails: (leadId) => ({
    body: { leadId, referenceDetails: { type: 'friend', name: 'Ana Pérez', phoneNumber: '+34612000111' } },
  }),
  offerSkipDocumentUpload: (leadId) => ({ body: { leadId } }),
  offerAcceptCreditea: (leadId) => ({ body: { leadId, offerId: 'offer-1' } }),
  offerUpdateProvident: (leadId) => ({ body: { leadId, amount: 1000, period: 12 } }),
  offerProficredit: (leadId) => ({ body: { leadId, offerId: 'offer-1', accepted: false } }),
};

export const STEP_NAMES = Object.keys(STEP_CALLS) as StepName[];
