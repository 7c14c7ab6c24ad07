import { z } from './zod';
import { leadStateResponseSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * /customer/{id}/consents, {id} being the lead id (states 20 policy consents, 29 advanzia, 35
 * dynamic consents, 36 tfbank):
 * - GET: the consents to show, each with its current value.
 * - POST { consents: { key: boolean } }: saves them; a required consent left false is 422 keyed
 *   by `consents.{key}`. Answers { id, state }.
 */
export const consentSchema = z.lazy(() => z.object({
  key: z.string(),
  text: z.string(),
  required: z.boolean(),
  value: z.boolean(),
  /** The consent's full text (the lender's terms for it), where the server has one: linked beside the tick. */
  url: z.optional(z.string()),
}));
export type Consent = z.infer<typeof consentSchema>;
export const consentsResponseSchema = z.lazy(() => z.object({ consents: z.array(consentSchema) }));
export const consentsSaveRequestSchema = z.lazy(() => z.object({ consents: z.record(z.string(), z.boolean()) }));
export type ConsentsSaveRequest = z.infer<typeof consentsSaveRequestSchema>;

export const consentsEndpoints = {
  consentsGet: defineEndpoint({ method: 'GET', path: '/customer/{id}/consents', query: z.object({ lang: z.optional(z.string()) }), response: consentsResponseSchema }),
  consentsSave: defineEndpoint({
    method: 'POST',
    path: '/customer/{id}/consents',
    body: consentsSaveRequestSchema,
    response: leadStateResponseSchema,
  }),
};
