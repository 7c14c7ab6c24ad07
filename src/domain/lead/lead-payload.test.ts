import { describe, it, expect } from 'vitest';
import { createLead } from './lead';
import { toLeadPayload } from './lead-payload';

describe('toLeadPayload', () => {
  it('SPEC §3: sends the Google click flat with gclidAt plus the googleClick object', () => {
    const setAt = '2025-03-01T10:00:00.000Z';
    const payload = toLeadPayload(createLead({ googleClick: { gclid: 'g', setAt: new Date(setAt) }, amount: 300 }));
    expect(payload).toMatchObject({
      amount: 300,
      gclid: 'g',
      gclidAt: setAt,
      googleClick: { gclid: 'g', gclidAt: setAt },
      tags: ['ui:react'],
    });
  });

  it('sends times as ISO strings and leaves the google fields out when there is no click', () => {
    const payload = toLeadPayload(createLead({ sessionStartedAt: new Date(0) }));
    expect(payload.sessionStartedAt).toBe('1970-01-01T00:00:00.000Z');
    expect('gclid' in payload).toBe(false);
  });
});

describe('toLeadPayload: affiliate reference', () => {
  it('SPEC §3: sends the affiliate reference setAt as an ISO string, even when storage revived it as a Date', () => {
    const setAt = new Date('2026-11-01T10:00:00.000Z');
    const payload = toLeadPayload(createLead({ affiliateReferenceParams: { attribute: 'partnerx', subId: 's', transactionId: 't', setAt } }));
    expect(payload.affiliateReferenceParams).toEqual({ attribute: 'partnerx', subId: 's', transactionId: 't', setAt: '2026-11-01T10:00:00.000Z' });
  });
});
