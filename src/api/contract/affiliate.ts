import { z } from './zod';
import { PRODUCT_ID_FIELD, timestampSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * POST /affiliate/event: tells the affiliate network about a funnel event (SPEC §4 funnel events:
 * lead, complete registration, rejected), with the affiliate reference of SPEC §3. The client
 * adds productId (SPEC §1). Answers { ok: true, eventId }.
 */
export const AFFILIATE_EVENTS = ['lead', 'completeRegistration', 'rejected', 'accepted', 'redirected'] as const;

export const affiliateEventRequestSchema = z.looseObject({
  [PRODUCT_ID_FIELD]: z.string().optional(),
  event: z.enum(AFFILIATE_EVENTS),
  sessionId: z.string().min(1),
  leadId: z.string().optional(),
  attribute: z.string().optional(),
  subId: z.string().optional(),
  transactionId: z.string().optional(),
  occurredAt: timestampSchema.optional(),
});
export type AffiliateEventRequest = z.input<typeof affiliateEventRequestSchema>;
export const affiliateEventResponseSchema = z.object({ ok: z.literal(true), eventId: z.string() });

export const affiliateEndpoints = {
  affiliateEvent: defineEndpoint({
    method: 'POST',
    path: '/affiliate/event',
    body: affiliateEventRequestSchema,
    response: affiliateEventResponseSchema,
    addsProductId: true,
  }),
};
