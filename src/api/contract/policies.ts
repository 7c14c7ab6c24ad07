import { z } from './zod';
import { defineEndpoint } from './endpoint';

/**
 * GET /policy?lang={es|en} (SPEC §7: the configured policies path, fetched WITHOUT the API base).
 * The list of policies the applicant accepts at initial-details (generalPolicies) with the title
 * and the URL of the full text. `text` is a short summary shown beside the checkbox.
 */
export const policiesQuerySchema = z.lazy(() => z.object({ lang: z.optional(z.string()) }));
export const policySchema = z.lazy(() => z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  required: z.boolean(),
  text: z.optional(z.string()),
}));
export type Policy = z.infer<typeof policySchema>;
export const policiesResponseSchema = z.lazy(() => z.array(policySchema));

export const policiesEndpoints = {
  policies: defineEndpoint({
    method: 'GET',
    path: '/policy',
    absolute: true,
    query: policiesQuerySchema,
    response: policiesResponseSchema,
  }),
};
