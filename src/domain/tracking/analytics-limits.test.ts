import { describe, expect, it } from 'vitest';
import { capCapturedBody, capEventBuffer, capEventValues, CAPTURED_BODY_OMITTED, exceedsUtf8Bytes } from './analytics-limits';
import { ANALYTICS_EVENT_BUFFER_MAX, CAPTURED_NETWORK_BODY_MAX_BYTES, LOG_VALUE_MAX_LENGTH } from '../constants';

describe('SPEC §9 captured network body cap (CAPTURED_NETWORK_BODY_MAX_BYTES)', () => {
  it('keeps a body of exactly CAPTURED_NETWORK_BODY_MAX_BYTES bytes', () => {
    const body = 'a'.repeat(CAPTURED_NETWORK_BODY_MAX_BYTES);
    expect(capCapturedBody(body)).toBe(body);
  });

  it('replaces a body one byte over CAPTURED_NETWORK_BODY_MAX_BYTES by the marker', () => {
    expect(capCapturedBody('a'.repeat(CAPTURED_NETWORK_BODY_MAX_BYTES + 1))).toBe(CAPTURED_BODY_OMITTED);
  });

  it('counts UTF-8 bytes, not characters: fewer characters than the cap can be over it', () => {
    // "€" is 3 bytes in UTF-8.
    const body = '€'.repeat(CAPTURED_NETWORK_BODY_MAX_BYTES / 2);
    expect(body.length).toBeLessThan(CAPTURED_NETWORK_BODY_MAX_BYTES);
    expect(capCapturedBody(body)).toBe(CAPTURED_BODY_OMITTED);
  });

  it('passes a missing or non-text body through', () => {
    expect(capCapturedBody(undefined)).toBeUndefined();
    expect(capCapturedBody(null)).toBeNull();
  });

  it('measures 1, 2, 3 and 4-byte characters as UTF-8 does', () => {
    for (const text of ['a', 'é', '€', '😀', 'aé€😀', '\ud800']) {
      const bytes = new TextEncoder().encode(text).length;
      expect(exceedsUtf8Bytes(text, bytes)).toBe(false);
      expect(exceedsUtf8Bytes(text, bytes - 1)).toBe(true);
    }
  });
});

describe('SPEC §9 event buffer (ANALYTICS_EVENT_BUFFER_MAX)', () => {
  it('keeps a buffer of ANALYTICS_EVENT_BUFFER_MAX events whole', () => {
    const events = Array.from({ length: ANALYTICS_EVENT_BUFFER_MAX }, (_, i) => i);
    expect(capEventBuffer(events)).toEqual(events);
  });

  it('drops the oldest events beyond ANALYTICS_EVENT_BUFFER_MAX, keeping the newest in order', () => {
    const events = Array.from({ length: ANALYTICS_EVENT_BUFFER_MAX + 5 }, (_, i) => i);
    const kept = capEventBuffer(events);
    expect(kept).toHaveLength(ANALYTICS_EVENT_BUFFER_MAX);
    expect(kept[0]).toBe(5);
    expect(kept.at(-1)).toBe(ANALYTICS_EVENT_BUFFER_MAX + 4);
  });
});

describe('SPEC §9 logged values capped at LOG_VALUE_MAX_LENGTH characters, in analytics events', () => {
  it('caps every string, nested in objects and arrays, at LOG_VALUE_MAX_LENGTH characters', () => {
    const long = 'x'.repeat(LOG_VALUE_MAX_LENGTH + 100);
    const capped = capEventValues({ $current_url: long, nested: { list: [long, 'short'] } });
    expect(capped.$current_url).toHaveLength(LOG_VALUE_MAX_LENGTH);
    expect(capped.nested.list[0]).toHaveLength(LOG_VALUE_MAX_LENGTH);
    expect(capped.nested.list[1]).toBe('short');
  });

  it('leaves a value of exactly LOG_VALUE_MAX_LENGTH characters, numbers, booleans and dates alone', () => {
    const exact = 'y'.repeat(LOG_VALUE_MAX_LENGTH);
    const date = new Date(0);
    expect(capEventValues({ exact, count: 3, flag: true, none: null, date })).toEqual({ exact, count: 3, flag: true, none: null, date });
    expect(capEventValues({ date }).date).toBe(date);
  });
});
