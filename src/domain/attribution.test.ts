import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_VALUE_MAX_LENGTH, leadSourceOf, safeAttribution, scrubUrl, scrubUrls } from './attribution';

describe('attribution sent to third parties', () => {
  it('never forwards an e-mail as it is, and caps every value', () => {
    expect(safeAttribution({ utm_source: 'ana@example.com', utm_campaign: 'x'.repeat(500), gclid: ' abc ', utm_term: '' })).toEqual({
      utm_source: '[email removed]',
      utm_campaign: 'x'.repeat(ATTRIBUTION_VALUE_MAX_LENGTH),
      gclid: 'abc',
    });
  });
});

describe('URLs sent to analytics', () => {
  it('lose any e-mail in their query, and keep everything else', () => {
    expect(scrubUrl('https://x.test/a?utm_source=ana%40example.com&amount=500')).toBe('https://x.test/a?utm_source=%5Bemail+removed%5D&amount=500');
    expect(scrubUrl('https://x.test/a?amount=500')).toBe('https://x.test/a?amount=500');
    expect(scrubUrls({ $current_url: 'https://x.test/?e=a@b.co', nested: { u: 'https://x.test/?e=a@b.co' }, email: 'a@b.co' })).toEqual({
      $current_url: 'https://x.test/?e=%5Bemail+removed%5D',
      nested: { u: 'https://x.test/?e=%5Bemail+removed%5D' },
      email: '[email removed]',
    });
  });
});

describe('leadSource', () => {
  it('is the affiliate, else the utm_source, never an e-mail', () => {
    expect(leadSourceOf({ affiliateAttribute: 'partner-a', utmSource: 'google' })).toBe('partner-a');
    expect(leadSourceOf({ utmSource: ' google ' })).toBe('google');
    expect(leadSourceOf({ utmSource: 'ana@example.com' })).toBeUndefined();
    expect(leadSourceOf({})).toBeUndefined();
  });
});
