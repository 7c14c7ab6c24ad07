import { z } from './zod';
import { afterOfferRequestSchema, applicationStateSchema, leadIdSchema, leadStateResponseSchema, redirectSchema } from './common';
import { defineEndpoint } from './endpoint';
import { fieldValueSchema } from './lead-payload';
import { HANDOFFS, HANDOFF_RESULTS } from '../../domain/offers/partner-return';
import { UPLOAD_MAX_DATA_URL_LENGTH, UPLOAD_TYPES } from '../../domain/after-offer-steps/id-upload';

/**
 * After-offer steps under /lead/ (SPEC §7 gives paths only; methods and bodies are ours). Every
 * write is POST { leadId, ...fields } with an Idempotency-Key and answers { id, state }: the
 * state the lead moved to. A bad field is 422 keyed by its dotted data point.
 */
const step = <S extends z.ZodMiniType>(path: string, body: S) =>
  ({ method: 'POST', path, body, response: leadStateResponseSchema }) as const;

/**
 * An uploaded file as a data URL: the id-upload screen sends images or a PDF. lead-api also checks
 * what is in it (src/domain/after-offer-steps/id-upload.ts checkUploadContent): not empty, within the limit, and by its
 * bytes the declared type; otherwise 422 on `front` or `back` (`empty`, `tooLarge`, `invalid`).
 */
export const uploadedFileSchema = z.lazy(() => z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  type: z.enum(UPLOAD_TYPES),
  /** data:{type};base64,... at most ~5 MB of file. */
  dataUrl: z.string().check(z.startsWith('data:'), z.maxLength(UPLOAD_MAX_DATA_URL_LENGTH)),
}));

export const skipRequestSchema = z.lazy(() => z.object({ state: z.optional(applicationStateSchema) }));
export const passwordRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, { password: z.string().check(z.minLength(8), z.maxLength(128)) }));
export const documentIdRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, { documentId: z.string().check(z.minLength(1), z.maxLength(30)) }));
export const idUploadRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, { front: uploadedFileSchema, back: z.optional(uploadedFileSchema) }));
export const vehicleRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, {
  make: z.string().check(z.minLength(1)),
  model: z.string().check(z.minLength(1)),
  year: z.optional(z.int().check(z.gte(1950), z.lte(2100))),
  vehicleLicensePlateNumber: z.optional(z.string()),
  isVehicleFinanced: z.optional(z.boolean()),
}));
export const saleRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, { offerId: z.string().check(z.minLength(1)), accepted: z.boolean() }));
// An IBAN, a CLABE or a bank's own digits (country-rules.ts): how long is the country rule's to say, as a 422 on incomeDetails.iban.
export const accountRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, { iban: z.string().check(z.minLength(1), z.maxLength(42)) }));
export const maritalDetailsRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, {
  maritalStatus: z.string().check(z.minLength(1)),
  spouseFirstName: z.optional(z.string()),
  spouseLastName: z.optional(z.string()),
  spouseMonthlyIncome: z.optional(z.number().check(z.gte(0))),
}));
export const aideRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, {
  receivesAid: z.boolean(),
  aidType: z.optional(z.string()),
  monthlyAidAmount: z.optional(z.number().check(z.gte(0))),
}));
export const cnpRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, { cnp: z.string().check(z.minLength(1), z.maxLength(20)) }));
/** The Polish application form: answers by field name; `complete` false asks for the supplement (state 34). */
export const wniosekRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, {
  answers: z.record(z.string(), fieldValueSchema),
  complete: z.optional(z.boolean()),
}));

/** The result a partner's page sent the applicant back with (states 9, 17–19), and the reference the server issued. */
export const partnerReturnRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, {
  handoff: z.enum(HANDOFFS),
  result: z.enum(HANDOFF_RESULTS),
  reference: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/)),
}));

export const leadRedirectResponseSchema = z.lazy(() => z.object({ id: leadIdSchema, redirect: redirectSchema }));
export type LeadRedirectResponse = z.infer<typeof leadRedirectResponseSchema>;

export const leadStepEndpoints = {
  /** POST /lead/skip/{id} { state? }: skips the current optional step. */
  leadSkip: defineEndpoint({ method: 'POST', path: '/lead/skip/{id}', body: skipRequestSchema, response: leadStateResponseSchema }),
  /** POST /lead/customer/password { leadId, password }: creates the customer account's password. */
  leadPassword: defineEndpoint(step('/lead/customer/password', passwordRequestSchema)),
  /** POST /lead/documentId { leadId, documentId }: the DNI/NIE number (id-upload screen). */
  leadDocumentId: defineEndpoint(step('/lead/documentId', documentIdRequestSchema)),
  /** POST /lead/idUpload { leadId, front, back? }: identity document images (state 30). */
  leadIdUpload: defineEndpoint(step('/lead/idUpload', idUploadRequestSchema)),
  /**
   * POST /lead/partner-return { leadId, handoff, result, reference }: what the bank-link or payment
   * partner answered (states 9, 17–19). Success moves the lead on; failure and cancel leave it at
   * the hand-off; a reference the server did not issue is 422 on `reference` and moves nothing.
   */
  leadPartnerReturn: defineEndpoint(step('/lead/partner-return', partnerReturnRequestSchema)),
  /** GET /lead/{id}/redirect: the partner redirect of a redirected lead (state 12) or of a hand-off (9, 17–19). */
  leadRedirect: defineEndpoint({ method: 'GET', path: '/lead/{id}/redirect', response: leadRedirectResponseSchema }),
  /** POST /lead/vehicle { leadId, make, model, ... } (state 16). */
  leadVehicle: defineEndpoint(step('/lead/vehicle', vehicleRequestSchema)),
  /** POST /lead/sale { leadId, offerId, accepted }: accepts or declines a partner offer (38, 40). */
  leadSale: defineEndpoint(step('/lead/sale', saleRequestSchema)),
  /** POST /lead/account { leadId, iban } (wenance account, state 18). */
  leadAccount: defineEndpoint(step('/lead/account', accountRequestSchema)),
  /** POST /lead/marital-details (state 23). */
  leadMaritalDetails: defineEndpoint(step('/lead/marital-details', maritalDetailsRequestSchema)),
  /** POST /lead/aide (state 24). */
  leadAide: defineEndpoint(step('/lead/aide', aideRequestSchema)),
  /** POST /lead/cnp { leadId, cnp } (Romanian personal code, state 28). */
  leadCnp: defineEndpoint(step('/lead/cnp', cnpRequestSchema)),
  /** POST /lead/wniosek (states 33, 34). */
  leadWniosek: defineEndpoint(step('/lead/wniosek', wniosekRequestSchema)),
};
