import { z } from './zod';
import { applicationResultSchema, applicationStateSchema, leadIdSchema, receivedOffersSchema } from './common';
import { defineEndpoint } from './endpoint';
import { leadPayloadSchema } from './lead-payload';

/**
 * Continuing a lead (SPEC §7).
 *
 * GET /v3/lead/url/{id}/{urlType}{refTransactionId} and GET /v2/lead/url/{id}/{urlType}{queryString}
 * answer the URL at which the applicant continues (the app's /continue/{id} route, or a partner's
 * page). The spec appends the transaction reference / query string to the urlType; this contract
 * sends it as the query string (`?refTransactionId=...`), which is what such a suffix is.
 * urlType names what the URL is for: 'continue' (resume the application) or 'offer' (the offer step).
 *
 * GET /lead/continue/{id} answers the stored lead and its state, so /continue/:id can resume it.
 */
export const CONTINUE_URL_TYPES = ['continue', 'offer'] as const;

export const continueUrlQueryV3Schema = z.lazy(() => z.object({ refTransactionId: z.optional(z.string()) }));
export const continueUrlQueryV2Schema = z.lazy(() => z.record(z.string(), z.string()));
export const continueUrlResponseSchema = z.lazy(() => z.object({ id: leadIdSchema, url: z.string().check(z.minLength(1)) }));
export type ContinueUrlResponse = z.infer<typeof continueUrlResponseSchema>;

export const continueLeadResponseSchema = z.lazy(() => z.object({
  id: leadIdSchema,
  state: applicationStateSchema,
  lead: leadPayloadSchema,
  /** What the lead's state shows (the partner, the offers of 37–41), so another device can show it too. */
  applicationResult: z.optional(applicationResultSchema),
  offers: z.optional(receivedOffersSchema),
}));
export type ContinueLeadResponse = z.infer<typeof continueLeadResponseSchema>;

export const continueEndpoints = {
  continueUrlV3: defineEndpoint({
    method: 'GET',
    path: '/v3/lead/url/{id}/{urlType}',
    query: continueUrlQueryV3Schema,
    response: continueUrlResponseSchema,
  }),
  continueUrlV2: defineEndpoint({
    method: 'GET',
    path: '/v2/lead/url/{id}/{urlType}',
    query: continueUrlQueryV2Schema,
    response: continueUrlResponseSchema,
  }),
  continueLead: defineEndpoint({ method: 'GET', path: '/lead/continue/{id}', response: continueLeadResponseSchema }),
};
