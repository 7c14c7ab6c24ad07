import { z } from './zod';
import { applicationStateSchema, leadIdSchema } from './common';
import { defineEndpoint } from './endpoint';
import { leadPayloadSchema } from './lead-payload';

/**
 * GET /__test/leads: the reference lead API's stored leads, so browser tests can count them (for
 * example, that a retried submission created one lead). Only lead-api serves it; a production
 * backend does not.
 */
export const storedLeadSchema = z.object({
  id: leadIdSchema,
  state: applicationStateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  lead: leadPayloadSchema,
  /** After-offer calls the lead received, by call name: a browser test checks each arrived once. */
  calls: z.optional(z.record(z.string(), z.number())),
  /** What each after-offer call sent, by step name: a browser test checks the body a screen built. */
  steps: z.optional(z.record(z.string(), z.unknown())),
});
export type StoredLead = z.infer<typeof storedLeadSchema>;
export const testLeadsResponseSchema = z.object({ count: z.int().check(z.gte(0)), leads: z.array(storedLeadSchema) });
export type TestLeadsResponse = z.infer<typeof testLeadsResponseSchema>;

export const testSupportEndpoints = {
  testLeads: defineEndpoint({ method: 'GET', path: '/__test/leads', response: testLeadsResponseSchema }),
};
