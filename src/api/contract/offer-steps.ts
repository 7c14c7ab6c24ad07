import { z } from './zod';
import { afterOfferRequestSchema, leadStateResponseSchema } from './common';
import { defineEndpoint } from './endpoint';
import {
  contactDetailsSchema,
  employerSchema,
  expensesSchema,
  incomeDetailsSchema,
  otherDetailsSchema,
  personalDetailsSchema,
  referenceDetailsSchema,
} from './lead-payload';

/**
 * After-offer steps under /lead/offer/ (SPEC §7 gives paths only). Each is POST
 * { leadId, ...fields } with an Idempotency-Key and answers { id, state }. Section fields reuse
 * the lead's section schemas so their errors are keyed by the same dotted data points.
 */
const step = <S extends z.ZodMiniType>(path: string, body: S) =>
  ({ method: 'POST', path, body, response: leadStateResponseSchema }) as const;

export const paymentRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, {
  paymentMethod: z.enum(['card', 'bankTransfer']),
  cardToken: z.optional(z.string()),
}));
export const employmentDetailsRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, {
  employer: employerSchema,
  incomeDetails: z.optional(incomeDetailsSchema),
}));
export const personalDetailsRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, {
  personalDetails: personalDetailsSchema,
  contactDetails: z.optional(contactDetailsSchema),
  otherDetails: z.optional(otherDetailsSchema),
}));
export const policyRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, { policies: z.record(z.string(), z.boolean()) }));
export const creditDetailsRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, {
  amount: z.optional(z.number()),
  period: z.optional(z.number()),
  otherDetails: z.optional(otherDetailsSchema),
  expenses: z.optional(expensesSchema),
}));
export const professionalDetailsRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, {
  profession: z.string().check(z.minLength(1)),
  positionType: z.string().check(z.minLength(1)),
  incomeDetails: z.optional(incomeDetailsSchema),
}));
export const customerDebtsRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, {
  debts: z.array(z.object({ creditor: z.string().check(z.minLength(1)), amount: z.number().check(z.gte(0)), monthlyPayment: z.number().check(z.gte(0)) })),
  expenses: z.optional(expensesSchema),
}));
export const referenceDetailsRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, { referenceDetails: referenceDetailsSchema }));
export const offerChoiceRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, { offerId: z.string().check(z.minLength(1)) }));
export const providentOfferRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, { amount: z.number().check(z.positive()), period: z.number().check(z.positive()) }));
export const proficreditRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, { offerId: z.string().check(z.minLength(1)), accepted: z.boolean() }));

export const offerStepEndpoints = {
  /** Payment method for the moneyman paylands step (state 19). */
  offerPayment: defineEndpoint(step('/lead/offer/payment', paymentRequestSchema)),
  /** Employer and income (states 8, 21). */
  offerEmploymentDetails: defineEndpoint(step('/lead/offer/employment-details', employmentDetailsRequestSchema)),
  /** Additional personal details (state 22). */
  offerPersonalDetails: defineEndpoint(step('/lead/offer/personal-details', personalDetailsRequestSchema)),
  /** Policy consents (state 20). */
  offerPolicy: defineEndpoint(step('/lead/offer/policy', policyRequestSchema)),
  /** Dynamic consents (state 35). */
  offerDynamicPolicy: defineEndpoint(step('/lead/offer/dynamic-policy', policyRequestSchema)),
  /** Younited credit details (state 26). */
  offerCreditDetails: defineEndpoint(step('/lead/offer/credit-details', creditDetailsRequestSchema)),
  /** Younited professional details (state 27). */
  offerProfessionalDetails: defineEndpoint(step('/lead/offer/professional-details', professionalDetailsRequestSchema)),
  /** Customer debts (state 31). */
  offerCustomerDebts: defineEndpoint(step('/lead/offer/customer-debts', customerDebtsRequestSchema)),
  /** Reference details (state 32). */
  offerReferenceDetails: defineEndpoint(step('/lead/offer/reference-details', referenceDetailsRequestSchema)),
  /** Skips the id upload (state 30) when the partner allows it. */
  offerSkipDocumentUpload: defineEndpoint(step('/lead/offer/skip-document-upload', afterOfferRequestSchema)),
  /** Chooses an IPF Digital (Creditea) offer (state 37). */
  offerAcceptCreditea: defineEndpoint(step('/lead/offer/accept-creditea-offer', offerChoiceRequestSchema)),
  /** Changes amount and period of the Provident offer (state 39). */
  offerUpdateProvident: defineEndpoint(step('/lead/offer/update-provident-offer', providentOfferRequestSchema)),
  /** Accepts or declines the Proficredit offer (state 41). */
  offerProficredit: defineEndpoint(step('/lead/offer/proficredit', proficreditRequestSchema)),
};
