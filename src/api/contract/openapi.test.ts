import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints';
import { openApiDocument } from './openapi';

describe('the OpenAPI document of the contract (issue 27)', () => {
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
    expect(Object.keys(paths['/v3/lead']!.post!.responses)).toEqual(['201', '4XX', '5XX']);
    expect(paths['/v3/lead']!.post!.parameters.map((p) => p.name)).toEqual(['X-Brand', 'Idempotency-Key']);
    expect(paths['/policy']).toMatchObject({ servers: [{ url: '/' }] });
    expect(paths['/lead/status/{id}']!.get!.parameters[0]).toEqual({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
  });
});
