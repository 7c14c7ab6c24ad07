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

  it('never forwards a phone number or an e-mail in any parameter, and caps only after replacing them', () => {
    // A space before an address may be the '+' of its local part, read from the address: the word goes with it.
    expect(safeAttribution({ utm_content: '+34 612 34 56 78', utm_term: 'sms ana@example.com', utm_campaign: `${'x'.repeat(95)} 612345678` })).toEqual({
      utm_content: '[phone removed]',
      utm_term: '[email removed]',
      utm_campaign: `${'x'.repeat(95)} [pho`,
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

  it('lose phone numbers too, and the personal-data parameters, by the address bar\'s rule', () => {
    expect(scrubUrl('https://x.test/a?utm_content=34612345678&firstName=Ana&amount=500')).toBe('https://x.test/a?utm_content=%5Bphone+removed%5D&amount=500');
    expect(scrubUrls({ $set_once: { $initial_utm_content: '+34 612 345 678' }, distinct_id: '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd' })).toEqual({
      $set_once: { $initial_utm_content: '[phone removed]' },
      distinct_id: '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd',
    });
  });
});

describe('a referrer sent to analytics', () => {
  it('loses an e-mail or phone in its path, its query or its fragment', () => {
    expect(scrubUrl('https://partner.example/thanks/lucia.garcia%40gmail.com/?ok=1')).toBe('https://partner.example/thanks/%5Bemail%20removed%5D/?ok=1');
    expect(scrubUrl('https://partner.example/form#email=lucia@gmail.com&step=2')).toBe('https://partner.example/form#step=2');
    expect(scrubUrl('https://partner.example/call/+34612345678')).toBe('https://partner.example/call/%5Bphone%20removed%5D');
  });
});

describe('leadSource', () => {
  it('is the affiliate, else the utm_source, never an e-mail', () => {
    expect(leadSourceOf({ affiliateAttribute: 'partner-a', utmSource: 'google' })).toBe('partner-a');
    expect(leadSourceOf({ utmSource: ' google ' })).toBe('google');
    expect(leadSourceOf({ utmSource: 'ana@example.com' })).toBeUndefined();
    expect(leadSourceOf({ utmSource: '+34612345678' })).toBeUndefined();
    expect(leadSourceOf({})).toBeUndefined();
  });
});
