import { z } from './zod';
import { defineEndpoint } from './endpoint';

/**
 * GET /postcode/lookup/{code} and GET /postcode/{code} (SPEC §7; both send the API secret header).
 * A Spanish postcode's first two digits name its province exactly; the municipality comes from a
 * table. `municipality` and `city` are the same name for Spain (the form has both data points).
 * Unknown code: 404 { code: 'not_found' }; a code that is not five digits: 422 keyed by
 * 'contactDetails.postalCode'.
 */
export const postcodeResponseSchema = z.lazy(() => z.object({
  postalCode: z.string(),
  /** null when only the province is known. */
  municipality: z.nullable(z.string()),
  city: z.nullable(z.string()),
  province: z.string(),
  /** INE province code, the postcode's first two digits. */
  provinceCode: z.string(),
  /** Some postcodes span several municipalities: all of them, the main one first. */
  municipalities: z.optional(z.array(z.string())),
}));
export type PostcodeResponse = z.infer<typeof postcodeResponseSchema>;

export const postcodeEndpoints = {
  postcodeLookup: defineEndpoint({ method: 'GET', path: '/postcode/lookup/{code}', response: postcodeResponseSchema }),
  postcode: defineEndpoint({ method: 'GET', path: '/postcode/{code}', response: postcodeResponseSchema }),
};
