import { describe, it, expect } from 'vitest';
import { buildTrackingIds } from './tracking-ids';

describe('buildTrackingIds', () => {
  it('SPEC §3: metaPixel { fbp, fbc }, tikTokPixel { ttp, ttclid }, sellingTierGlobalId', () => {
    expect(buildTrackingIds({ fbp: 'fb.1.1.2', fbc: 'fb.1.1.abc', ttp: 't', ttclid: 'tc', sellingTierGlobalId: 'st' })).toEqual({
      metaPixel: { fbp: 'fb.1.1.2', fbc: 'fb.1.1.abc' },
      tikTokPixel: { ttp: 't', ttclid: 'tc' },
      sellingTierGlobalId: 'st',
    });
  });

  it('leaves out what is missing', () => {
    expect(buildTrackingIds({ fbp: '', ttclid: 'tc' })).toEqual({ tikTokPixel: { ttclid: 'tc' } });
    expect(buildTrackingIds({})).toEqual({});
  });
});
