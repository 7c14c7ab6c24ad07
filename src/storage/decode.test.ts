import { describe, it, expect } from 'vitest';
import { decodeStoredValue, MAX_DECODE_DEPTH, reviveTimestamp } from './decode';

function encodeTimes(value: unknown, times: number): unknown {
  let out = value;
  for (let i = 0; i < times; i += 1) out = JSON.stringify(out);
  return out;
}

const LEAD = { amount: 300, period: 70, personalDetails: { firstName: 'Ana' } };

describe('decodeStoredValue (SPEC §4: decodes stored JSON repeatedly, up to 10 levels)', () => {
  it(`decodes a value encoded ${MAX_DECODE_DEPTH} times back to the value`, () => {
    expect(decodeStoredValue(encodeTimes(LEAD, MAX_DECODE_DEPTH))).toEqual(LEAD);
  });

  it(`stops after ${MAX_DECODE_DEPTH} levels: a value encoded ${MAX_DECODE_DEPTH + 1} times keeps one layer`, () => {
    expect(decodeStoredValue(encodeTimes(LEAD, MAX_DECODE_DEPTH + 1))).toBe(JSON.stringify(LEAD));
  });

  it('leaves a stored non-JSON string as it is', () => {
    expect(decodeStoredValue('hello world')).toBe('hello world');
    expect(decodeStoredValue(JSON.stringify('hello world'))).toBe('hello world');
  });

  it('passes values that are not strings through (objects stored by an older writer)', () => {
    expect(decodeStoredValue(LEAD)).toEqual(LEAD);
    expect(decodeStoredValue(42)).toBe(42);
    expect(decodeStoredValue(null)).toBeNull();
  });
});

describe('decodeStoredValue (SPEC §4: revives ISO timestamps as dates)', () => {
  const setAt = '2024-05-06T07:08:09.123Z';

  it('revives a top-level timestamp', () => {
    expect(decodeStoredValue(JSON.stringify(setAt))).toEqual(new Date(setAt));
  });

  it('revives timestamps deep in objects and arrays', () => {
    const stored = JSON.stringify({
      affiliateReference: { attribute: 'aff', setAt },
      history: [{ at: setAt }, [setAt, 'x']],
    });
    const decoded = decodeStoredValue(stored) as {
      affiliateReference: { setAt: unknown };
      history: [{ at: unknown }, [unknown, unknown]];
    };
    expect(decoded.affiliateReference.setAt).toBeInstanceOf(Date);
    expect(decoded.affiliateReference.setAt).toEqual(new Date(setAt));
    expect(decoded.history[0].at).toEqual(new Date(setAt));
    expect(decoded.history[1]).toEqual([new Date(setAt), 'x']);
  });

  it('revives timestamps with an offset and without fractions', () => {
    expect(reviveTimestamp('2024-05-06T07:08:09+02:00')).toEqual(new Date('2024-05-06T05:08:09Z'));
    expect(reviveTimestamp('2024-05-06T07:08Z')).toEqual(new Date('2024-05-06T07:08:00Z'));
  });

  it('leaves non-ISO strings untouched: dates of birth, numbers as text, impossible dates, prose', () => {
    const stored = { dateOfBirth: '1990-01-31', postalCode: '28001', bad: '2024-13-45T99:99:99Z', text: 'on 2024-05-06T07:08:09Z' };
    expect(decodeStoredValue(JSON.stringify(stored))).toEqual(stored);
  });
});

describe("decodeStoredValue (SPEC §5: stored string values 'true' or 'false' become booleans)", () => {
  it("turns a stored 'true' and 'false' into booleans", () => {
    expect(decodeStoredValue('true')).toBe(true);
    expect(decodeStoredValue('false')).toBe(false);
    expect(decodeStoredValue(JSON.stringify('true'))).toBe(true);
    expect(decodeStoredValue(encodeTimes(false, MAX_DECODE_DEPTH + 1))).toBe(false);
  });

  it("keeps a 'true' typed inside a value as text", () => {
    expect(decodeStoredValue(JSON.stringify({ answer: 'true' }))).toEqual({ answer: 'true' });
  });
});
