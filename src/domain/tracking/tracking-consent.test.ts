import { describe, expect, it } from 'vitest';
import {
  CONSENT_VERSION,
  acceptAll,
  chooseConsent,
  consentAllows,
  consentDecided,
  consentTransition,
  GOOGLE_CONSENT_DEFAULT,
  googleConsentState,
  needsConsentDialog,
  parseConsentRecord,
  NOTHING_RUNNING,
  rejectAll,
  supersedes,
} from './tracking-consent';

describe('consent', () => {
  it('is stored with its date and version, and a choice of another version is asked again', () => {
    const record = acceptAll(1_700_000_000_000);
    expect(record).toEqual({ version: CONSENT_VERSION, decidedAt: 1_700_000_000_000, choices: { analytics: true, marketing: true, sessionRecording: true } });
    expect(parseConsentRecord(record)).toEqual(record);
    expect(parseConsentRecord({ ...record, version: CONSENT_VERSION + 1 })).toBeNull();
    expect(parseConsentRecord({ ...record, choices: { analytics: 'yes' } })).toBeNull();
    expect(parseConsentRecord('granted')).toBeNull();
  });

  it('asks only when something is configured and nothing is decided', () => {
    expect(needsConsentDialog(null, [])).toBe(false);
    expect(needsConsentDialog(null, ['marketing'])).toBe(true);
    expect(needsConsentDialog(rejectAll(1), ['marketing'])).toBe(false);
  });

  it('allows nothing before a choice in opt-in mode, everything not refused in inform mode', () => {
    expect(consentAllows(null, 'marketing', 'opt-in')).toBe(false);
    expect(consentDecided(null, 'opt-in')).toBe(false);
    expect(consentAllows(null, 'marketing', 'inform')).toBe(true);
    const analyticsOnly = chooseConsent({ analytics: true, marketing: false, sessionRecording: false }, 5);
    expect(consentAllows(analyticsOnly, 'analytics', 'opt-in')).toBe(true);
    expect(consentAllows(analyticsOnly, 'marketing', 'inform')).toBe(false);
  });

  it('maps the choice to Consent Mode v2, denied by default', () => {
    expect(GOOGLE_CONSENT_DEFAULT).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
    expect(googleConsentState(null, 'opt-in')).toEqual(GOOGLE_CONSENT_DEFAULT);
    expect(googleConsentState(acceptAll(1), 'opt-in')).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
    expect(googleConsentState(chooseConsent({ analytics: true, marketing: false, sessionRecording: true }, 1), 'opt-in')).toEqual({
      ...GOOGLE_CONSENT_DEFAULT,
      analytics_storage: 'granted',
    });
  });

  it('a withdrawal stops exactly what the page had allowed, a later consent starts only what is new', () => {
    const accepted = consentTransition(NOTHING_RUNNING, acceptAll(1), 'opt-in');
    expect(accepted).toEqual({ allowed: { analytics: true, marketing: true, sessionRecording: true }, withdrawn: [], granted: ['analytics', 'marketing', 'sessionRecording'] });
    expect(consentTransition(accepted.allowed, rejectAll(2), 'opt-in')).toEqual({ allowed: NOTHING_RUNNING, withdrawn: ['analytics', 'marketing', 'sessionRecording'], granted: [] });
    const marketingOnly = chooseConsent({ analytics: false, marketing: true, sessionRecording: false }, 3);
    expect(consentTransition(accepted.allowed, marketingOnly, 'opt-in')).toMatchObject({ withdrawn: ['analytics', 'sessionRecording'], granted: [] });
    // Inform mode runs everything until refused: refusing withdraws it.
    expect(consentTransition(consentTransition(NOTHING_RUNNING, null, 'inform').allowed, rejectAll(4), 'inform').withdrawn).toEqual(['analytics', 'marketing', 'sessionRecording']);
    // A reload after the withdrawal starts nothing.
    expect(consentTransition(NOTHING_RUNNING, rejectAll(2), 'opt-in')).toEqual({ allowed: NOTHING_RUNNING, withdrawn: [], granted: [] });
  });

  it('the later decision wins between tabs, so a stale read never undoes a withdrawal', () => {
    expect(supersedes(rejectAll(2), acceptAll(1))).toBe(true);
    expect(supersedes(acceptAll(1), rejectAll(2))).toBe(false);
    expect(supersedes(acceptAll(1), null)).toBe(true);
    expect(supersedes(null, acceptAll(1))).toBe(false);
    expect(supersedes(rejectAll(1), rejectAll(1))).toBe(false);
    expect(supersedes(rejectAll(1), acceptAll(1))).toBe(true);
  });
});
