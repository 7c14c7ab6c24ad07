import { describe, it, expect } from 'vitest';
import { toEpochMs, toIsoString } from './time';

describe('toEpochMs', () => {
  it('SPEC §4: reads revived Dates, ISO strings and epoch milliseconds alike', () => {
    const iso = '2025-01-02T03:04:05.000Z';
    const ms = Date.parse(iso);
    expect(toEpochMs(new Date(iso))).toBe(ms);
    expect(toEpochMs(iso)).toBe(ms);
    expect(toEpochMs(ms)).toBe(ms);
  });

  it('answers null for missing or invalid times', () => {
    expect(toEpochMs(undefined)).toBeNull();
    expect(toEpochMs('')).toBeNull();
    expect(toEpochMs('not a date')).toBeNull();
    expect(toEpochMs(new Date('nope'))).toBeNull();
    expect(toEpochMs(Number.NaN)).toBeNull();
    expect(toEpochMs({})).toBeNull();
  });

  it('formats ISO strings', () => {
    expect(toIsoString(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(toIsoString('bad')).toBeUndefined();
  });
});
