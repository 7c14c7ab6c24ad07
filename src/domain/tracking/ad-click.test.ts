import { describe, it, expect } from 'vitest';
import { AD_CLICK_EXPIRY_MS_DEFAULT } from '../constants';
import { acceptAdClick, isAdClickExpired, resolveAdClick, toGoogleClickPayload } from './ad-click';

const now = new Date('2025-06-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('acceptAdClick', () => {
  it('SPEC §5: accepts a gclid with no source', () => {
    expect(acceptAdClick({ gclid: 'abc' }, now)).toEqual({ gclid: 'abc', setAt: now.toISOString() });
  });

  it('SPEC §5: accepts wbraid or gbraid alone', () => {
    expect(acceptAdClick({ wbraid: 'w' }, now)?.wbraid).toBe('w');
    expect(acceptAdClick({ gbraid: 'g' }, now)?.gbraid).toBe('g');
  });

  it("SPEC §5: accepts a source that contains 'aw'", () => {
    expect(acceptAdClick({ gclid: 'abc', gclsrc: 'aw.ds' }, now)?.gclsrc).toBe('aw.ds');
  });

  it("SPEC §5: rejects a source without 'aw' ('ads' does not contain 'aw')", () => {
    expect(acceptAdClick({ gclid: 'abc', gclsrc: 'ads' }, now)).toBeNull();
    expect(acceptAdClick({ gclid: 'abc', gclsrc: 'ds' }, now)).toBeNull();
  });

  it('SPEC §5: rejects when no identifier is present', () => {
    expect(acceptAdClick({ gclsrc: 'aw' }, now)).toBeNull();
    expect(acceptAdClick({ gclid: '  ' }, now)).toBeNull();
  });
});

describe('ad click expiry', () => {
  it('SPEC §5: keeps a click younger than AD_CLICK_EXPIRY_MS_DEFAULT (90 days)', () => {
    expect(isAdClickExpired({ gclid: 'a', setAt: ago(AD_CLICK_EXPIRY_MS_DEFAULT - 1) }, now)).toBe(false);
    expect(isAdClickExpired({ gclid: 'a', setAt: ago(AD_CLICK_EXPIRY_MS_DEFAULT) }, now)).toBe(false);
  });

  it('SPEC §5: removes a click older than the expiry', () => {
    expect(isAdClickExpired({ gclid: 'a', setAt: ago(AD_CLICK_EXPIRY_MS_DEFAULT + 1) }, now)).toBe(true);
  });

  it('SPEC §9: the expiry is configurable in ms; a non-positive value means the default', () => {
    expect(isAdClickExpired({ gclid: 'a', setAt: ago(2000) }, now, 1000)).toBe(true);
    expect(isAdClickExpired({ gclid: 'a', setAt: ago(2000) }, now, 0)).toBe(false);
  });

  it('treats an unreadable setAt as expired', () => {
    expect(isAdClickExpired({ gclid: 'a', setAt: 'garbage' }, now)).toBe(true);
  });
});

describe('resolveAdClick', () => {
  const stored = { gclid: 'old', setAt: ago(1000) };
  it('prefers an accepted click in the address', () => {
    expect(resolveAdClick({ stored, fromAddress: { gclid: 'new' }, now })?.gclid).toBe('new');
  });
  it('keeps the stored click when the address has none and it has not expired', () => {
    expect(resolveAdClick({ stored, fromAddress: {}, now })).toBe(stored);
  });
  it('SPEC §5: drops an expired stored click', () => {
    const old = { gclid: 'old', setAt: ago(AD_CLICK_EXPIRY_MS_DEFAULT + 1) };
    expect(resolveAdClick({ stored: old, fromAddress: {}, now })).toBeNull();
  });
});

describe('toGoogleClickPayload', () => {
  it('SPEC §3: sends gclid, gclsrc, gclidAt, gbraid, wbraid plus the googleClick object', () => {
    const click = { gclid: 'g1', gclsrc: 'aw.ds', gbraid: 'gb', wbraid: 'wb', setAt: new Date(now) };
    expect(toGoogleClickPayload(click)).toEqual({
      gclid: 'g1',
      gclsrc: 'aw.ds',
      gclidAt: now.toISOString(),
      gbraid: 'gb',
      wbraid: 'wb',
      googleClick: { gclid: 'g1', gclidAt: now.toISOString(), gbraid: 'gb', wbraid: 'wb' },
    });
  });
});
