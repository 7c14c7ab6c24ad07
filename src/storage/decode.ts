/**
 * SPEC §4 "Storage wrapper": what a read answers. Values are written as JSON, but older writers
 * (and double-encoding bugs) left JSON inside JSON, so a stored string is parsed again and again.
 * The price: a top-level string that is itself JSON ('12345', 'true', '{}') reads back parsed.
 * Strings nested inside objects and arrays are never re-parsed, so keep such values in objects
 * or normalise on read (String(lid)).
 */
export const MAX_DECODE_DEPTH = 10;

/**
 * A full timestamp with a zone designator, as Date#toISOString writes it. Date-only strings
 * (a date of birth typed into the form) stay strings: they are answers, not instants.
 */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Parses a string that is itself JSON, at most MAX_DECODE_DEPTH times; anything else is left as it is. */
export function unwrapJson(stored: unknown, maxDepth: number = MAX_DECODE_DEPTH): unknown {
  let value = stored;
  for (let depth = 0; depth < maxDepth && typeof value === 'string'; depth += 1) {
    const parsed = parseJson(value);
    if (!parsed.ok) break;
    value = parsed.value;
  }
  return value;
}

/** An ISO-8601 timestamp becomes a Date; any other string (or an impossible date) is left alone. */
export function reviveTimestamp(text: string): string | Date {
  if (!ISO_TIMESTAMP.test(text)) return text;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Replaces every ISO timestamp string, however deep in objects and arrays, with a Date. */
export function reviveDates(value: unknown): unknown {
  if (typeof value === 'string') return reviveTimestamp(value);
  if (Array.isArray(value)) return value.map(reviveDates);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = reviveDates(item);
    return out;
  }
  return value;
}

/**
 * The whole read path: unwrap nested JSON, turn a stored 'true'/'false' into a boolean (SPEC §5),
 * revive timestamps. Booleans are converted at the top level only: deep inside a value a 'true'
 * may be a free-text answer, and rewriting it would change what the applicant typed.
 */
export function decodeStoredValue(stored: unknown): unknown {
  const value = unwrapJson(stored);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return reviveDates(value);
}
