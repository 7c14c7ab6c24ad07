import { describe, expect, it } from 'vitest';
import { affiliateEventRequestSchema, idUploadRequestSchema, leadPayloadSchema } from '../../src/api/contract';
import { DEFAULT_MAX_STRING, serverSchema } from './server-schema';

// The contract is on zod's mini build: the server's reading walks mini schemas.
describe("the server's reading of a request schema (nothing unbounded or unknown is stored)", () => {
  const upload = (dataUrl: string) => ({ leadId: 'lead-1', front: { name: 'front.jpg', type: 'image/jpeg', dataUrl } });

  it('bounds a string with no maximum of its own by DEFAULT_MAX_STRING', () => {
    const schema = serverSchema(leadPayloadSchema);
    expect(schema.safeParse({ personalDetails: { firstName: 'x'.repeat(DEFAULT_MAX_STRING) } }).success).toBe(true);
    expect(schema.safeParse({ personalDetails: { firstName: 'x'.repeat(DEFAULT_MAX_STRING + 1) } }).success).toBe(false);
  });

  it("keeps a string's own maximum, above or below the default", () => {
    const schema = serverSchema(idUploadRequestSchema);
    const photo = `data:image/jpeg;base64,${'A'.repeat(DEFAULT_MAX_STRING * 4)}`;
    expect(schema.safeParse(upload(photo)).success).toBe(true);
    const named = { ...upload('data:image/jpeg;base64,AAAA'), front: { name: 'x'.repeat(201), type: 'image/jpeg', dataUrl: 'data:image/jpeg;base64,AAAA' } };
    expect(schema.safeParse(named).success).toBe(false);
  });

  it("drops the keys a loose object of the contract would keep, and the contract's own schema is left as it was", () => {
    const event = { event: 'lead', sessionId: 'session-1', injected: 'x' };
    const parsed = serverSchema(affiliateEventRequestSchema).safeParse(event);
    expect(parsed.success && parsed.data).toEqual({ event: 'lead', sessionId: 'session-1' });
    expect(affiliateEventRequestSchema.parse(event)).toEqual(event);
  });

  it('bounds a free-form value: primitives and one level of arrays and objects of them', () => {
    const schema = serverSchema(leadPayloadSchema);
    expect(schema.safeParse({ posthogParameters: { a: 'b', list: ['c', 1], nested: { d: true } } }).success).toBe(true);
    expect(schema.safeParse({ posthogParameters: { deep: { deeper: { deepest: 1 } } } }).success).toBe(false);
    expect(schema.safeParse({ posthogParameters: { long: 'x'.repeat(DEFAULT_MAX_STRING + 1) } }).success).toBe(false);
  });
});
