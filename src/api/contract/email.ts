import { z } from './zod';
import { defineEndpoint } from './endpoint';

/**
 * GET /email/validate/{email} (SPEC §5: the server e-mail validation call). `suggestion` is a
 * corrected address for a misspelt common domain (gmial.com -> gmail.com).
 */
export const emailValidationResponseSchema = z.lazy(() => z.object({
  valid: z.boolean(),
  suggestion: z.optional(z.string()),
}));
export type EmailValidationResponse = z.infer<typeof emailValidationResponseSchema>;

export const emailEndpoints = {
  emailValidate: defineEndpoint({ method: 'GET', path: '/email/validate/{email}', response: emailValidationResponseSchema }),
};
