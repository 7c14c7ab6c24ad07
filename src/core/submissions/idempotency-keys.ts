import { v4 as uuidv4, v5 as uuidv5 } from 'uuid';
import type { WriteName, WriteVariables } from '../../api/writes';

/**
 * One submission per intent (DESIGN.md §10): a step's Idempotency-Key is derived from what it
 * sends, so a double click, a second tab, a Continue after spent retries and a resend after a
 * reload all carry the same key and the server answers them once. Fields that differ between
 * tabs or attempts without being the applicant's answers (device data measured per page load, a
 * captcha token) are left out of the key.
 */
const KEY_NAMESPACE = 'a7c1f0de-5a8b-4c39-9f27-2d0b8f4e6a11';
export const VOLATILE_BODY_FIELDS: readonly string[] = ['deviceData', 'googleCaptchaToken'];

/** JSON with object keys sorted at every level and undefined left out: equal data, equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(item).sort()) sorted[key] = (item as Record<string, unknown>)[key];
    return sorted;
  }) ?? 'null';
}

function withoutVolatile(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const kept: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of VOLATILE_BODY_FIELDS) delete kept[field];
  return kept;
}

/** The key of a write from its content, within a scope (the lead id, or the application's own key). */
export function contentKey(name: WriteName, scope: string, input: Omit<WriteVariables, 'idempotencyKey' | 'origin'>): string {
  const content = canonicalJson({ body: withoutVolatile(input.body), params: input.params, query: input.query });
  return uuidv5(`${name}\n${content}`, uuidv5(scope, KEY_NAMESPACE));
}

/** A key for an intent that may rightly repeat (send me a new code), or a reserved intent's first key: made once per press. */
export function intentKey(): string {
  return uuidv4();
}
