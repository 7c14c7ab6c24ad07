import { z } from './zod';
import { PRODUCT_ID_FIELD, timestampSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * POST /affiliate/event: tells the affiliate network about a funnel event (SPEC §4 funnel events:
 * lead, complete registration, rejected), with the affiliate reference of SPEC §3. The client
 * adds productId (SPEC §1). Answers { ok: true, eventId }.
 */
export const AFFILIATE_EVENTS = ['lead', 'completeRegistration', 'rejected', 'accepted', 'redirected'] as const;

export const affiliateEventRequestSchema = z.lazy(() => z.looseObject({
  [PRODUCT_ID_FIELD]: z.optional(z.string()),
  event: z.enum(AFFILIATE_EVENTS),
  sessionId: z.string().check(z.minLength(1)),
  leadId: z.optional(z.string()),
  attribute: z.optional(z.string()),
  subId: z.optional(z.string()),
  transactionId: z.optional(z.string()),
  occurredAt: z.optional(timestampSchema),
}));
export type AffiliateEventRequest = z.input<typeof affiliateEventRequestSchema>;
export const affiliateEventResponseSchema = z.lazy(() => z.object({ ok: z.literal(true), eventId: z.string() }));

export const affiliateEndpoints = {
  affiliateEvent: defineEndpoint({
    method: 'POST',
    path: '/affiliate/event',
    body: affiliateEventRequestSchema,
    response: affiliateEventResponseSchema,
    addsProductId: true,
  }),
};
