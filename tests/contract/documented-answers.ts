/**
 * Test support (not a test file): every answer the contract tests get from the reference server is
 * checked against the published OpenAPI document (src/api/contract/openapi.ts): its status
 * is one the operation documents, and its body matches that status's schema. The reads, writes and
 * errors tests go through every call of SPEC §7 (calls-covered.ts), so every call in the document is
 * shown to answer as documented.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { openApiDocument } from '../../src/api/contract/openapi';

type Schema = Record<string, unknown>;
type Operation = { operationId: string; responses: Record<string, { content: { 'application/json': { schema: Schema } } }> };

const document = openApiDocument('test') as { paths: Record<string, Record<string, Operation | unknown>>; components: { schemas: Record<string, Schema> } };
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const compiled = new Map<Schema, ValidateFunction>();
const validatorOf = (schema: Schema) => {
  const ref = typeof schema.$ref === 'string' ? /^#\/components\/schemas\/(\w+)$/.exec(schema.$ref)?.[1] : undefined;
  const target = ref ? document.components.schemas[ref]! : schema;
  return compiled.get(target) ?? compiled.set(target, ajv.compile(target)).get(target)!;
};

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => method !== 'servers')
    .map(([method, operation]) => ({
      method: method.toUpperCase(),
      pattern: new RegExp(`^${'servers' in item ? '' : '/api'}${path.replace(/\{\w+\}/g, '[^/]+')}$`),
      operation: operation as Operation,
    })),
);

const problems: string[] = [];
const answered = new Set<string>();

/** What answered outside the document so far (each test file asserts there is nothing). */
export const undocumentedAnswers = () => [...problems];
/** The operations that answered as documented so far. */
export const documentedOperations = () => [...answered];

export function checkAnswer(method: string, path: string, status: number, text: string): void {
  if (path.startsWith('/api/__test/')) return;
  const found = operations.find((entry) => entry.method === method && entry.pattern.test(path));
  if (!found) return void problems.push(`${method} ${path}: no operation in the document`);
  const { operationId, responses } = found.operation;
  const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`];
  if (!response) return void problems.push(`${operationId}: status ${status} is not documented`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return void problems.push(`${operationId}: ${status} answered no JSON`);
  }
  const validate = validatorOf(response.content['application/json'].schema);
  if (!validate(body)) return void problems.push(`${operationId}: ${status} answered outside its schema: ${ajv.errorsText(validate.errors)}`);
  answered.add(operationId);
}

/** fetch, with every answer checked against the document. */
export const checkedFetch: typeof fetch = async (input, init) => {
  const response = await globalThis.fetch(input, init);
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  checkAnswer((init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(), url.pathname, response.status, await response.clone().text());
  return response;
};
