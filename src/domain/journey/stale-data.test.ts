import { describe, it, expect } from 'vitest';
import { APPLICATION_EXPIRATION_MS_DEFAULT } from '../constants';
import { createLead } from '../lead/lead';
import { clearStaleData, staleReason } from './stale-data';

const now = new Date('2025-08-01T12:00:00.000Z');
const msAgo = (ms: number) => new Date(now.getTime() - ms).toISOString();
const fresh = createLead({
  id: 'L1', leadStatus: 'NEW', sessionStartedAt: msAgo(1000), expiresAt: msAgo(-1000), generalPolicies: true,
  policies: ['privacy'], leadSource: 'web', googleCaptchaToken: 'tok', amount: 300,
  otherDetails: { ibanConsent: true, loanPurpose: 'car' }, contactDetails: { email: 'a@b.es' },
});

describe('stale data', () => {
  it('SPEC §4: fresh data is not touched', () => {
    expect(clearStaleData(fresh, now)).toEqual({ lead: fresh, stale: false, reason: null });
  });

  it('SPEC §4: data is stale when expiresAt has passed', () => {
    expect(staleReason({ ...fresh, expiresAt: msAgo(1) }, now)).toBe('expired');
  });

  it('SPEC §4: data is stale when the session is older than the configured expiration time', () => {
    expect(staleReason({ ...fresh, sessionStartedAt: msAgo(APPLICATION_EXPIRATION_MS_DEFAULT + 1) }, now)).toBe('sessionTooOld');
    expect(staleReason({ ...fresh, sessionStartedAt: msAgo(APPLICATION_EXPIRATION_MS_DEFAULT) }, now)).toBeNull();
    expect(staleReason({ ...fresh, sessionStartedAt: msAgo(5000) }, now, 4000)).toBe('sessionTooOld');
  });

  it('SPEC §4: data is stale when the lead status is falsy', () => {
    expect(staleReason({ ...fresh, leadStatus: '' }, now)).toBe('noLeadStatus');
    expect(staleReason({ ...fresh, leadStatus: null }, now)).toBe('noLeadStatus');
  });

  it('SPEC §4: clears sessionStartedAt, id, generalPolicies, policies, leadSource, captcha token and ibanConsent', () => {
    const { lead, stale } = clearStaleData({ ...fresh, expiresAt: msAgo(1) }, now);
    expect(stale).toBe(true);
    for (const field of ['sessionStartedAt', 'id', 'generalPolicies', 'policies', 'leadSource', 'googleCaptchaToken']) {
      expect(lead, field).not.toHaveProperty(field);
    }
    expect(lead.otherDetails).toEqual({ loanPurpose: 'car' });
    expect(lead).toMatchObject({ amount: 300, contactDetails: { email: 'a@b.es' }, tags: ['ui:react'] });
  });

  it('does not mutate the input', () => {
    clearStaleData({ ...fresh, leadStatus: undefined }, now);
    expect(fresh.otherDetails).toEqual({ ibanConsent: true, loanPurpose: 'car' });
    expect(fresh.id).toBe('L1');
  });
});

describe('SPEC §4 stale data: no lead yet, nothing stale', () => {
  it('a form not yet sent (no lead id) keeps its policy answers though it has no lead status', () => {
    const notSent = createLead({ generalPolicies: true });
    expect(staleReason(notSent, new Date())).toBeNull();
    expect(clearStaleData(notSent, new Date()).lead).toEqual(notSent);
  });
});
