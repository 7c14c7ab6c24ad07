import { describe, expect, it } from 'vitest';
import * as common from './common';
import * as company from './company';
import * as dataPoints from './data-points';
import * as email from './email';
import * as policies from './policies';
import * as postcode from './postcode';
import * as referenceData from './reference-data';

/** Schemas other schemas extend (z.extend needs an object schema): built at import on purpose. */
const EXTENDED = new Set(['afterOfferRequestSchema']);
/** Building blocks of a few constructions, kept as plain schemas inside the lazy ones. */
const PRIMITIVES = new Set(['applicationStateSchema', 'leadIdSchema']);

const FIRST_STEP_MODULES = { common, company, dataPoints, email, policies, postcode, referenceData };

describe('the contract modules on the first step’s path build no schema at import (issue 25)', () => {
  for (const [name, module] of Object.entries(FIRST_STEP_MODULES)) {
    it(`${name}: every schema is lazy, built when it first parses`, () => {
      const schemas = Object.entries(module).filter(([key]) => key.endsWith('Schema') && !EXTENDED.has(key) && !PRIMITIVES.has(key));
      expect(schemas.length).toBeGreaterThan(0);
      for (const [key, schema] of schemas) expect({ key, type: (schema as { _zod: { def: { type: string } } })._zod.def.type }).toEqual({ key, type: 'lazy' });
    });
  }

  it('a lazy schema parses as the schema it wraps', () => {
    expect(policies.policiesResponseSchema.safeParse([{ id: 'p', title: 'T', url: '/p', required: true }]).success).toBe(true);
    expect(policies.policiesResponseSchema.safeParse([{ id: 'p' }]).success).toBe(false);
  });
});
