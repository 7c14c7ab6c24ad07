import type { MiddlewareHandler } from 'hono';

/**
 * Refuses a write whose body the lead API will not read, before any other work (no idempotency
 * lookup, no parse, no write): a body that is not `application/json` is 415; JSON nested deeper
 * than MAX_JSON_DEPTH or with more than MAX_JSON_KEYS object keys is 400. The shape is measured by
 * one linear scan of the text, so a 6,000-levels-deep body costs no recursion anywhere. What
 * remains (field types, string lengths, unknown keys) is the contract schema's job (server-schema.ts).
 */
export const MAX_JSON_DEPTH = 32;
/** A complete lead has about a hundred keys; step answers far fewer. */
export const MAX_JSON_KEYS = 1000;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type JsonShape = { depth: number; keys: number };

/** The deepest nesting and the number of object keys of a JSON text (its validity is JSON.parse's business). */
export function measureJson(text: string, limits: JsonShape = { depth: MAX_JSON_DEPTH, keys: MAX_JSON_KEYS }): JsonShape {
  let depth = 0;
  let deepest = 0;
  let keys = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      deepest = Math.max(deepest, depth);
      if (deepest > limits.depth) break;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    } else if (char === 0x3a) {
      // Outside strings a colon only ever follows an object key.
      keys += 1;
      if (keys > limits.keys) break;
    }
  }
  return { depth: deepest, keys };
}

const isJsonMediaType = (contentType: string | undefined) => {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
};

export function requestGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method)) return next();
    // Hono keeps the text, so the idempotency layer and the route read these same bytes.
    const text = await c.req.text();
    if (text.trim() === '') return next();
    if (!isJsonMediaType(c.req.header('Content-Type'))) {
      return c.json({ code: 'bad_request', message: 'The body must be application/json' }, 415);
    }
    const shape = measureJson(text);
    if (shape.depth > MAX_JSON_DEPTH) {
      return c.json({ code: 'bad_request', message: `The body is nested deeper than ${MAX_JSON_DEPTH} levels` }, 400);
    }
    if (shape.keys > MAX_JSON_KEYS) {
      return c.json({ code: 'bad_request', message: `The body has more than ${MAX_JSON_KEYS} keys` }, 400);
    }
    return next();
  };
}
