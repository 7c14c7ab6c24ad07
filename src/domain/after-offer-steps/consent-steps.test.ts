import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED, consentAnswers, consentTick, missingRequiredConsents, validateConsent } from './consent-steps';

const CONSENTS = [
  { key: 'creditCheck', required: true, value: false },
  { key: 'partnerTransfer', required: true, value: true },
  { key: 'partnerMarketing', required: false, value: false },
];

describe('consent steps (states 20, 29, 35, 36)', () => {
  it('a tick is what the applicant did here, else what the server saved', () => {
    expect(consentTick(CONSENTS[1]!, {})).toBe(true);
    expect(consentTick(CONSENTS[1]!, { partnerTransfer: false })).toBe(false);
    expect(consentTick(CONSENTS[0]!, { creditCheck: true })).toBe(true);
    // Anything but a boolean is no answer (storage may hold an older shape).
    expect(consentTick(CONSENTS[0]!, { creditCheck: 'yes' })).toBe(false);
  });

  it('a required consent must be ticked; an optional one never errs', () => {
    expect(validateConsent(CONSENTS[0]!, false)).toBe(CONSENT_REQUIRED);
    expect(validateConsent(CONSENTS[0]!, true)).toBeNull();
    expect(validateConsent(CONSENTS[2]!, false)).toBeNull();
  });

  it('lists the required consents left unticked, in the server order', () => {
    expect(missingRequiredConsents(CONSENTS, {})).toEqual(['creditCheck']);
    expect(missingRequiredConsents(CONSENTS, { partnerTransfer: false })).toEqual(['creditCheck', 'partnerTransfer']);
    expect(missingRequiredConsents(CONSENTS, { creditCheck: true })).toEqual([]);
  });

  it('sends every listed consent with its tick and no stray answer', () => {
    expect(consentAnswers(CONSENTS, { creditCheck: true, stray: true })).toEqual({ creditCheck: true, partnerTransfer: true, partnerMarketing: false });
  });
});
