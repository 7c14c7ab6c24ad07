import { describe, expect, it } from 'vitest';
import * as affiliate from './affiliate';
import * as common from './common';
import * as company from './company';
import * as consents from './consents';
import * as continueLead from './continue';
import * as dataPoints from './data-points';
import * as email from './email';
import * as lead from './lead';
import { leadPayloadSchema } from './lead-payload';
import * as leadStatus from './lead-status';
import * as leadSteps from './lead-steps';
import * as mobile from './mobile';
import * as offerSteps from './offer-steps';
import * as policies from './policies';
import * as postcode from './postcode';
import * as referenceData from './reference-data';
import * as unsubscribe from './unsubscribe';

/** Schemas other schemas extend (z.extend needs an object schema), and their aliases: built at import on purpose. */
const EXTENDED = new Set<unknown>([common.afterOfferRequestSchema, leadPayloadSchema]);

/** The modules the page loads at start or right after (lead-payload.ts is the schema lead.ts extends). */
const MODULES = { affiliate, common, company, consents, continueLead, dataPoints, email, lead, leadStatus, leadSteps, mobile, offerSteps, policies, postcode, referenceData, unsubscribe };

describe('the contract modules the page loads at start build no schema at import', () => {
  for (const [name, module] of Object.entries(MODULES)) {
    it(`${name}: every schema is lazy, built when it first parses`, () => {
      const schemas = Object.entries(module).filter(([key, schema]) => key.endsWith('Schema') && !EXTENDED.has(schema));
      expect(schemas.length).toBeGreaterThan(0);
      for (const [key, schema] of schemas) expect({ key, type: (schema as { _zod: { def: { type: string } } })._zod.def.type }).toEqual({ key, type: 'lazy' });
    });
  }

  it('a lazy schema parses as the schema it wraps', () => {
    expect(policies.policiesResponseSchema.safeParse([{ id: 'p', title: 'T', url: '/p', required: true }]).success).toBe(true);
    expect(policies.policiesResponseSchema.safeParse([{ id: 'p' }]).success).toBe(false);
  });
});
