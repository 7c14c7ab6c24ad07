import { describe, it, expect } from 'vitest';
import { joinUrl, withProductId } from './url';

describe('joinUrl', () => {
  it('joins the API base and the path with exactly one slash', () => {
    expect(joinUrl('https://api.example.com/', '/lead/status/1')).toBe('https://api.example.com/lead/status/1');
    expect(joinUrl('/api', 'v3/lead')).toBe('/api/v3/lead');
    expect(joinUrl('https://host/api//', '/postcode/28001?x=1')).toBe('https://host/api/postcode/28001?x=1');
  });

  it('leaves a path alone when there is no base (the policies path, SPEC §7)', () => {
    expect(joinUrl('', '/policy')).toBe('/policy');
  });
});

describe('withProductId (SPEC §1: product identifier on lead-create, lead and affiliate-event payloads)', () => {
  it('adds the product identifier to an object payload', () => {
    expect(withProductId({ amount: 300 }, 'BRAND_1')).toEqual({ amount: 300, productId: 'BRAND_1' });
  });

  it('keeps a product identifier the payload already names', () => {
    expect(withProductId({ productId: 'OTHER' }, 'BRAND_1')).toEqual({ productId: 'OTHER' });
  });

  it('makes a payload of an empty body and leaves arrays alone', () => {
    expect(withProductId(undefined, 'BRAND_1')).toEqual({ productId: 'BRAND_1' });
    expect(withProductId([1], 'BRAND_1')).toEqual([1]);
  });
});
