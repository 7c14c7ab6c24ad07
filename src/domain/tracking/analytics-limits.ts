import { ANALYTICS_EVENT_BUFFER_MAX, CAPTURED_NETWORK_BODY_MAX_BYTES, LOG_VALUE_MAX_LENGTH } from '../constants';
import { capLogValue } from '../logger';

/**
 * SPEC §9's limits on what the analytics and session-replay clients hold and send, as pure rules;
 * features/tracking applies them where each vendor has no option of its own for them.
 */

/** What a captured body over the cap is replaced by: half a JSON document tells nobody anything. */
export const CAPTURED_BODY_OMITTED = `[body omitted: over ${CAPTURED_NETWORK_BODY_MAX_BYTES} bytes]`;

/** Whether `text` takes more than `max` bytes in UTF-8 (what is uploaded). */
export function exceedsUtf8Bytes(text: string, max: number): boolean {
  // A UTF-16 unit is 1 to 3 bytes in UTF-8: most bodies are decided by their length alone.
  if (text.length > max) return true;
  if (text.length * 3 <= max) return false;
  return new TextEncoder().encode(text).length > max;
}

/** SPEC §9: a captured network body over 4 MB is not kept; a marker says one was there. Non-text bodies pass. */
export function capCapturedBody<T>(body: T, max: number = CAPTURED_NETWORK_BODY_MAX_BYTES): T | string {
  return typeof body === 'string' && exceedsUtf8Bytes(body, max) ? CAPTURED_BODY_OMITTED : body;
}

/** SPEC §9: an event buffer keeps the newest 1000 events; the oldest go first. */
export function capEventBuffer<T>(events: readonly T[], max: number = ANALYTICS_EVENT_BUFFER_MAX): T[] {
  return events.length > max ? events.slice(events.length - max) : [...events];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/**
 * SPEC §9: every string an event carries (in nested objects and arrays too) is capped at 1024
 * characters, cut the way the logger cuts. Numbers, booleans, dates and the like are kept as they are.
 */
export function capEventValues<T>(value: T, max: number = LOG_VALUE_MAX_LENGTH): T {
  if (typeof value === 'string') return capLogValue(value, max) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => capEventValues(item, max)) as T;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, capEventValues(item, max)])) as T;
  return value;
}
