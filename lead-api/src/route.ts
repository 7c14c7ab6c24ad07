import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from '../../src/api/contract/zod';
import { toRoutePattern, type ServerErrorCode, type EndpointDefinition, type ErrorBody, type FieldErrors } from '../../src/api/contract';
import { createLogger } from './log';
import { serverSchema } from './server-schema';

const routeLog = createLogger();

/**
 * Registers lead-api's handlers from the contract's endpoint table: the path and method come from
 * the table, every request is checked with safeParse before the handler sees it (400 when it is
 * malformed or missing; unknown keys dropped and strings bounded, server-schema.ts), and every success body is checked against the response schema, so the sandbox can
 * never drift from the contract the client validates against (STYLE.md item 3).
 */
export type Reply<E extends EndpointDefinition> =
  | { status: 200 | 201; body: z.input<E['response']> }
  | { status: 400 | 401 | 404 | 409 | 413 | 422 | 500 | 503; body: ErrorBody };

export type RouteInput<E extends EndpointDefinition> = {
  c: Context;
  params: Record<string, string>;
  query: E['query'] extends z.ZodMiniType ? z.output<E['query']> : Record<string, string>;
  body: E['body'] extends z.ZodMiniType ? z.output<E['body']> : undefined;
};

export const errorReply = (status: 400 | 401 | 404 | 409 | 422 | 500 | 503, code: ServerErrorCode, message?: string, errors?: FieldErrors) =>
  ({ status, body: { code, ...(message ? { message } : {}), ...(errors ? { errors } : {}) } }) as const;

export const fieldErrorReply = (errors: FieldErrors) => errorReply(422, 'validation_failed', 'Some fields are invalid', errors);
export const notFoundReply = (what: string) => errorReply(404, 'not_found', `${what} not found`);
/** A data write to a lead past its decision (lead-flow.ts closedToWrites): the client shows the outcome from the lead's status. */
export const decidedReply = (state: number) => errorReply(409, 'lead_decided', `The lead is decided (state ${state}) and takes no more data`);

/** A zod failure as dotted paths, so even a 400 tells the client which field was malformed. */
function issuesByPath(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '(body)'] ??= issue.message;
  return errors;
}

/** Reads the JSON body; Hono caches the text, so the idempotency layer and this read the same bytes. */
async function readBody(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function send(c: Context, reply: { status: number; body: unknown }): Response {
  return c.json(reply.body, reply.status as ContentfulStatusCode);
}

export function addRoute<E extends EndpointDefinition>(
  app: Hono,
  apiBase: string,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<Reply<E>> | Reply<E>,
): void {
  const path = `${endpoint.absolute ? '' : apiBase}${toRoutePattern(endpoint.path)}`;
  const bodySchema = endpoint.body && serverSchema(endpoint.body);
  app.on(endpoint.method, path, async (c) => {
    const query = (endpoint.query ?? null)?.safeParse(c.req.query()) ?? { success: true as const, data: c.req.query() };
    if (!query.success) return send(c, errorReply(400, 'bad_request', 'Malformed query', issuesByPath(query.error)));
    let body: unknown = undefined;
    if (bodySchema) {
      const raw = await readBody(c);
      if (!raw.ok) return send(c, errorReply(400, 'bad_request', 'The body is not JSON'));
      if (raw.value === undefined) return send(c, errorReply(400, 'bad_request', 'A JSON body is required'));
      const parsed = bodySchema.safeParse(raw.value);
      if (!parsed.success) return send(c, errorReply(400, 'bad_request', 'Malformed body', issuesByPath(parsed.error)));
      body = parsed.data;
    }
    const reply = await handler({ c, params: c.req.param() as Record<string, string>, query: query.data, body } as RouteInput<E>);
    if (reply.status < 300) {
      const checked = endpoint.response.safeParse(reply.body);
      if (!checked.success) {
        // The paths and messages of the issues only: never the values, which are a lead's answers.
        routeLog.error('answer outside the contract', { method: endpoint.method, path: endpoint.path, issues: Object.entries(issuesByPath(checked.error)).map(([at, message]) => `${at}: ${message}`).join('; ') });
        return send(c, errorReply(500, 'internal', 'The answer did not match the contract'));
      }
    }
    return send(c, reply);
  });
}
