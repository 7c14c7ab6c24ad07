import { z } from './zod';

import { MAX_APPLICATION_STATE, MIN_APPLICATION_STATE } from './constants';

export * from './constants';

/** SPEC §4: application states are numbered 0 (none) to 41 (proficredit offer). */
export const applicationStateSchema = z.lazy(() => z.int().check(z.gte(MIN_APPLICATION_STATE), z.lte(MAX_APPLICATION_STATE)));

export const leadIdSchema = z.lazy(() => z.string().check(z.minLength(1), z.maxLength(100)));


/** Timestamps travel as ISO strings (a Date serialises so) or epoch milliseconds. */
export const timestampSchema = z.lazy(() => z.union([z.string().check(z.minLength(1)), z.number()]));

/** A partner redirect (SPEC §8: the client accepts only https:, plus http: in development). */
export const redirectSchema = z.lazy(() => z.object({
  url: z.string().check(z.minLength(1)),
  method: z.enum(['GET', 'POST']),
  /** Form fields to post when method is POST. */
  fields: z.optional(z.record(z.string(), z.string())),
  /** How the partner's page is opened: the whole tab (default) or a frame inside the step (bank links). */
  display: z.optional(z.enum(['redirect', 'frame'])),
}));
export type PartnerRedirect = z.infer<typeof redirectSchema>;

/** SPEC §3 "applicationResult": free-form, merged on update; these are the fields the spec names. */
export const applicationResultSchema = z.lazy(() => z.looseObject({
  application: z.optional(z.looseObject({ status: z.optional(z.string()) })),
  offerId: z.optional(z.string()),
  partner: z.optional(z.looseObject({ name: z.optional(z.string()) })),
}));

/** An offer shown by the offer screens (states 37–41) and the accepted screen. */
export const offerSchema = z.lazy(() => z.object({
  offerId: z.string(),
  partner: z.string(),
  amount: z.number(),
  period: z.number(),
  periodScale: z.enum(['days', 'months']),
  monthlyPayment: z.optional(z.number()),
  totalToRepay: z.optional(z.number()),
  apr: z.optional(z.number()),
  /** When the partner made the offer: it expires 24 hours later (SPEC §9). */
  createdAt: z.optional(timestampSchema),
}));
export type Offer = z.infer<typeof offerSchema>;

/**
 * The offers of an answer as the client takes them: the list must be a list, but each offer is read
 * on its own by the screens (src/domain/offers/offers.ts readOffer), so one with a bad figure (a string
 * where a number belongs) is shown as not acceptable and reported, and never takes the sound offers
 * beside it, nor the whole answer, down with it. lead-api builds its offers as `Offer`
 * (lead-api/src/data/offers.ts), so what the reference server sends is still the shape above.
 */
export const receivedOffersSchema = z.lazy(() => z.array(z.unknown()));

/**
 * The usual answer of every lead write (update and after-offer steps): the lead id and the state
 * the server moved it to, which the client turns into navigation (SPEC §4).
 */
export const leadStateResponseSchema = z.lazy(() => z.looseObject({
  id: leadIdSchema,
  state: applicationStateSchema,
  applicationResult: z.optional(applicationResultSchema),
  redirect: z.optional(redirectSchema),
  /** Offers to choose from, for the offer states (37–41). */
  offers: z.optional(receivedOffersSchema),
}));
export type LeadStateResponse = z.infer<typeof leadStateResponseSchema>;

/** The body every after-offer step sends: the lead id plus the step's own fields. */
export const afterOfferRequestSchema = z.object({ leadId: leadIdSchema });

/** Stable error codes of the error body; the client maps each to a typed error with a retryable flag. */
export const SERVER_ERROR_CODES = [
  'bad_request', // 400: malformed body, query or path
  'validation_failed', // 422: field errors keyed by dotted data point
  'idempotency_key_reused', // 422: the same Idempotency-Key with another body
  'idempotency_in_progress', // 409: the first request with this key has not answered yet
  'lead_decided', // 409: the lead is past its decision (accepted, thank you, redirected, rejected) and takes no more data
  'unauthorized', // 401: a call that needs a key (the postcode calls' API secret, SPEC §7) came without the right one
  'not_found', // 404
  'rate_limited', // 429: too many requests from this client or for this lead; try again after Retry-After (retryable)
  'unavailable', // 503: try again (retryable)
  'internal', // 500
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/**
 * The error body of every non-2xx answer. `errors` maps a dotted data point to a message key,
 * e.g. `{ 'contactDetails.email': 'invalid' }` (SPEC §4: the last segment is the field name).
 */
export const fieldErrorsSchema = z.lazy(() => z.record(z.string(), z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorBodySchema = z.lazy(() => z.looseObject({
  code: z.enum(SERVER_ERROR_CODES),
  message: z.optional(z.string()),
  errors: z.optional(fieldErrorsSchema),
}));
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Message keys that only fields of the after-offer steps that are not data points get: the SMS code
 * (`wrongCode`, and `codeLocked` after too many wrong tries), an uploaded file (`empty`), the offer answered (`expired`).
 */
export const STEP_FIELD_ERROR_KEYS = ['wrongCode', 'codeLocked', 'empty', 'expired'] as const;
/** Message keys the reference server uses in `errors` (the client translates them). */
export const FIELD_ERROR_KEYS = ['required', 'invalid', 'tooSmall', 'tooLarge', 'notFound', ...STEP_FIELD_ERROR_KEYS] as const;
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

/** A plain acknowledgement for calls that change nothing the client navigates on. */
export const okResponseSchema = z.lazy(() => z.object({ ok: z.literal(true) }));
