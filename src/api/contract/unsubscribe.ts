import { z } from './zod';
import { defineEndpoint } from './endpoint';

/**
 * POST /customer/email/unsubscribe?email={email} (SPEC §7 gives the path and query, not the
 * method; it changes state, so POST). The e-mail travels in the query as the spec shows; the body
 * is empty. Unknown addresses are answered the same way, so the call reveals nothing.
 */
export const unsubscribeQuerySchema = z.lazy(() => z.object({ email: z.string().check(z.minLength(3), z.maxLength(254)) }));
export const unsubscribeResponseSchema = z.lazy(() => z.object({ unsubscribed: z.literal(true) }));

export const unsubscribeEndpoints = {
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/customer/email/unsubscribe',
    query: unsubscribeQuerySchema,
    response: unsubscribeResponseSchema,
  }),
};
