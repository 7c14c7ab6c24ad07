/**
 * Timestamps arrive as Dates (the storage adapter revives ISO strings, SPEC §4), ISO strings (the
 * server) or epoch milliseconds (tests, Date.now()). Rules compare them as milliseconds.
 */
export type Timestamp = Date | string | number;

/** Epoch milliseconds of a timestamp, or null when it is missing or not a valid time. */
export function toEpochMs(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

export function toIsoString(value: unknown): string | undefined {
  const ms = toEpochMs(value);
  return ms === null ? undefined : new Date(ms).toISOString();
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
