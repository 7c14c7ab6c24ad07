import { z } from './zod';
import {
  applicationResultSchema,
  applicationStateSchema,
  leadIdSchema,
  leadStateResponseSchema,
  receivedOffersSchema,
  redirectSchema,
} from './common';
import { defineEndpoint } from './endpoint';
import { leadPayloadSchema } from './lead-payload';

/**
 * Lead create and update (SPEC §7: "POST lead path ... the response field read is id"; "PUT lead
 * path"). v3 is the dynamic flow, v2 the classic one; both take the same payload.
 */
export const leadCreateRequestSchema = leadPayloadSchema;
export type LeadCreateRequest = z.input<typeof leadCreateRequestSchema>;

/** Create answers the new id; the state is there when the server already decided the next step. */
export const leadCreateResponseSchema = z.lazy(() => z.looseObject({
  id: leadIdSchema,
  state: z.optional(applicationStateSchema),
  applicationResult: z.optional(applicationResultSchema),
  redirect: z.optional(redirectSchema),
  offers: z.optional(receivedOffersSchema),
}));
export type LeadCreateResponse = z.infer<typeof leadCreateResponseSchema>;

/** Update carries the id of the lead it changes; nested groups are merged shallowly (SPEC §3). */
export const leadUpdateRequestSchema = z.lazy(() => z.extend(leadPayloadSchema, { id: leadIdSchema }));
export type LeadUpdateRequest = z.input<typeof leadUpdateRequestSchema>;
export const leadUpdateResponseSchema = leadStateResponseSchema;
export type LeadUpdateResponse = z.infer<typeof leadUpdateResponseSchema>;

const create = { method: 'POST', body: leadCreateRequestSchema, response: leadCreateResponseSchema, addsProductId: true, successStatus: 201 } as const;
const update = { method: 'PUT', body: leadUpdateRequestSchema, response: leadUpdateResponseSchema, addsProductId: true } as const;

export const leadEndpoints = {
  /** POST /v3/lead: creates a lead in the dynamic flow. */
  leadCreateV3: defineEndpoint({ ...create, path: '/v3/lead' }),
  /** POST /v2/lead: legacy create, same payload and answer. */
  leadCreateV2: defineEndpoint({ ...create, path: '/v2/lead' }),
  /** PUT /v3/lead: updates the lead named by body.id; answers { id, state }. */
  leadUpdateV3: defineEndpoint({ ...update, path: '/v3/lead' }),
  /** PUT /v2/lead: legacy update. */
  leadUpdateV2: defineEndpoint({ ...update, path: '/v2/lead' }),
};
