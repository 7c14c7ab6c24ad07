import { z } from './zod';
import { applicationResultSchema, applicationStateSchema, leadIdSchema, receivedOffersSchema, redirectSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * GET /lead/status/{id}: polled by the checking screen (state 6) until a decision.
 * - pending: keep polling.
 * - accepted / rejected: final (state 10 / 13).
 * - redirected: go to `redirect` (state 12); the client checks the URL's protocol (SPEC §8).
 * - action-required: an after-offer step awaits; `state` names it (SPEC §4).
 */
export const LEAD_STATUSES = ['pending', 'accepted', 'rejected', 'redirected', 'action-required'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const leadStatusResponseSchema = z.lazy(() => z.object({
  id: leadIdSchema,
  status: z.enum(LEAD_STATUSES),
  state: applicationStateSchema,
  redirect: z.optional(redirectSchema),
  applicationResult: z.optional(applicationResultSchema),
  offers: z.optional(receivedOffersSchema),
}));
export type LeadStatusResponse = z.infer<typeof leadStatusResponseSchema>;

export const leadStatusEndpoints = {
  leadStatus: defineEndpoint({ method: 'GET', path: '/lead/status/{id}', response: leadStatusResponseSchema }),
};
