import { z } from './zod';
import { defineEndpoint } from './endpoint';

/**
 * GET /company/{name}: companies whose name contains the text (employer-name step), with the
 * employer data points of SPEC §3 the app can fill from the match. At most 10; [] when none.
 */
export const companySchema = z.lazy(() => z.object({
  name: z.string(),
  taxRegistryCode: z.string(),
  postalCode: z.optional(z.string()),
  province: z.optional(z.string()),
  city: z.optional(z.string()),
  street: z.optional(z.string()),
  houseNumber: z.optional(z.string()),
}));
export type Company = z.infer<typeof companySchema>;
export const companyLookupResponseSchema = z.lazy(() => z.array(companySchema));

export const companyEndpoints = {
  companyLookup: defineEndpoint({ method: 'GET', path: '/company/{name}', response: companyLookupResponseSchema }),
};
