import { z } from './zod';
import { errorBodySchema } from './common';
import { API_SECRET_HEADER, BRAND_HEADER, IDEMPOTENCY_KEY_HEADER } from './constants';
import type { EndpointDefinition } from './endpoint';
import { ENDPOINTS } from './endpoints';
import { OPERATION_TEXTS, type PublishedEndpointName } from './openapi-descriptions';
import { testSupportEndpoints } from './test-support';

/**
 * The backend's contract, published (DESIGN.md §11): an OpenAPI 3.1 document generated
 * from the zod contract that the client and lead-api share, so it cannot say other than they do.
 * `npm run build` writes it to dist/openapi.json; a production backend implements it
 * (docs/backend.md). The reference server's test-only calls are not part of it.
 */
type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** Request bodies and query strings as a client may write them; answers as the client reads them. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };
const RETRY_AFTER_REF = { $ref: '#/components/headers/RetryAfter' };
const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ERROR_BODY_REF } },
});
const WRITES = new Set(['POST', 'PUT', 'DELETE']);

/** Every call of SPEC §7 that a production backend answers: the contract's table without the reference server's test support. */
export function publishedEndpoints(): Array<[PublishedEndpointName, EndpointDefinition]> {
  const testOnly = new Set<string>(Object.keys(testSupportEndpoints));
  return (Object.entries(ENDPOINTS) as Array<[PublishedEndpointName, EndpointDefinition]>).filter(([name]) => !testOnly.has(name));
}

function parametersOf(endpoint: EndpointDefinition): Operation[] {
  const path = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const querySchema = endpoint.query ? jsonSchema(endpoint.query, 'input') : undefined;
  const required = new Set((querySchema?.required as string[] | undefined) ?? []);
  const query = Object.entries((querySchema?.properties as Record<string, JsonSchema> | undefined) ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  const headers = [
    { name: BRAND_HEADER, in: 'header', required: false, description: 'The brand in use (the runtime configuration\'s brand id); sent with every call.', schema: { type: 'string' } },
    ...(WRITES.has(endpoint.method)
      ? [{ name: IDEMPOTENCY_KEY_HEADER, in: 'header', required: false, description: 'One key per intent: a repeat within 24 hours gets the first answer, verbatim (docs/backend.md).', schema: { type: 'string', maxLength: 255 } }]
      : []),
    ...(endpoint.path.startsWith('/postcode') ? [{ name: API_SECRET_HEADER, in: 'header', required: false, schema: { type: 'string' } }] : []),
  ];
  return [...path, ...query, ...headers];
}

function operationOf(name: PublishedEndpointName, endpoint: EndpointDefinition): Operation {
  const success = String(endpoint.successStatus ?? 200);
  return {
    operationId: name,
    ...OPERATION_TEXTS[name],
    parameters: parametersOf(endpoint),
    ...(endpoint.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } } } : {}),
    responses: {
      [success]: { description: 'Success', content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } } },
      // Any call may be limited (docs/backend.md, "Rate limits"); the client waits what Retry-After says and sends it again.
      '429': errorResponse('rate_limited: too many requests from this client or for this lead; try again after Retry-After', { 'Retry-After': RETRY_AFTER_REF }),
      '4XX': errorResponse('Refused: bad_request (400, 413, 415), not_found (404), idempotency_in_progress or lead_decided (409), validation_failed or idempotency_key_reused (422)'),
      '5XX': errorResponse('unavailable (503, with Retry-After; retry with the same Idempotency-Key) or internal (500)', { 'Retry-After': RETRY_AFTER_REF }),
    },
  };
}

export function openApiDocument(version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of publishedEndpoints()) {
    const item = (paths[endpoint.path] ??= endpoint.absolute ? { servers: [{ url: '/', description: 'Fetched without the API base (SPEC §7)' }] } : {});
    item[endpoint.method.toLowerCase()] = operationOf(name, endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Loan application lead API',
      version,
      description:
        'The calls the application front end makes (SPEC §7), generated from its zod contract (src/api/contract). ' +
        'What a production backend must do beyond these shapes: docs/backend.md. Every non-2xx answer has the ErrorBody shape.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/api', description: "The runtime configuration's apiBase (a path on the app's origin, or an absolute URL)" }],
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBodySchema, 'output') },
      headers: {
        RetryAfter: { description: 'Seconds to wait before sending the request again (RFC 9110 §10.2.3).', schema: { type: 'integer', minimum: 0 } },
      },
    },
  };
}
