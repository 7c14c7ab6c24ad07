import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints';
import { openApiDocument } from './openapi';

describe('the OpenAPI document of the contract', () => {
  const document = openApiDocument('0.0.0-test');

  it('is valid OpenAPI 3.1 by the official schema', async () => {
    const result = await new Validator().validate(document as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has one operation per call of the contract, the test-only calls left out', () => {
    const operations = Object.values(document.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
      Object.values(item).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])),
    );
    expect(operations.sort()).toEqual(Object.keys(ENDPOINTS).filter((name) => name !== 'testLeads').sort());
  });

  it('says what a lead create answers, and that the policies path has no API base', () => {
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown>; parameters: { name: string }[] }>>;
    expect(Object.keys(paths['/v3/lead']!.post!.responses)).toEqual(['201', '429', '4XX', '5XX']);
    expect(paths['/v3/lead']!.post!.parameters.map((p) => p.name)).toEqual(['X-Brand', 'Idempotency-Key']);
    expect(paths['/policy']).toMatchObject({ servers: [{ url: '/' }] });
    expect(paths['/lead/status/{id}']!.get!.parameters[0]).toEqual({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
  });

  it('says what each call does, and that any call may answer 429 with Retry-After', () => {
    type Described = { summary?: string; description?: string; responses: Record<string, { headers?: Record<string, unknown>; content?: unknown }> };
    const operations = Object.values(document.paths as Record<string, Record<string, Described>>).flatMap((item) => Object.values(item).filter((value) => typeof value === 'object' && 'responses' in value));
    expect(operations.length).toBeGreaterThan(40);
    for (const operation of operations) {
      expect(operation.summary, JSON.stringify(operation.responses).slice(0, 60)).toMatch(/\w/);
      expect(operation.description).toMatch(/\w/);
      expect(operation.responses['429']?.headers).toEqual({ 'Retry-After': { $ref: '#/components/headers/RetryAfter' } });
    }
    const paths = document.paths as Record<string, Record<string, Described>>;
    expect(paths['/v2/customer/mobile/verify']!.post!.description).toContain('After 5 wrong tries the code is locked');
  });
});
