import { describe, expect, it } from 'vitest';
import {
  CONSENT_VERSION,
  acceptAll,
  chooseConsent,
  consentAllows,
  consentDecided,
  GOOGLE_CONSENT_DEFAULT,
  googleConsentState,
  needsConsentDialog,
  parseConsentRecord,
  rejectAll,
} from './consent';

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
});
