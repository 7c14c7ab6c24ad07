import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_VALUE_MAX_LENGTH, safeAttribution } from './attribution';

describe('attribution sent to third parties', () => {
  it('never forwards an e-mail as it is, and caps every value', () => {
    expect(safeAttribution({ utm_source: 'ana@example.com', utm_campaign: 'x'.repeat(500), gclid: ' abc ', utm_term: '' })).toEqual({
      utm_source: '[email removed]',
      utm_campaign: 'x'.repeat(ATTRIBUTION_VALUE_MAX_LENGTH),
      gclid: 'abc',
    });
  });
});
