import { describe, expect, it } from 'vitest';
import { createApplicationState, type ApplicationState } from '../journey/application-record';
import { STATE } from '../journey/state-table';
import { APPLICATION_EXPIRATION_MS_DEFAULT } from '../constants';
import { createLead } from './lead';
import { forgetPersonalData, holdsPersonalData, isUnsubscribeLanding, personalDataEnd, withdrawMarketingConsent } from './personal-data';

const NOW = new Date('2026-11-25T12:00:00Z');
const HOUR = 60 * 60 * 1000;

function application(overrides: Partial<ApplicationState> = {}, data: Record<string, unknown> = {}): ApplicationState {
  return {
    ...createApplicationState(
      createLead({
        sessionId: 's-1',
        sessionStartedAt: new Date(NOW.getTime() - HOUR),
        amount: 500,
        period: 75,
        leadStatus: 'NEW',
        personalDetails: { firstName: 'Lucía', lastName: 'García', personalCode: '12345678Z' },
        contactDetails: { email: 'lucia@example.com', phoneNumber: '612345678' },
        incomeDetails: { iban: 'ES9121000418450200051332' },
        ...data,
      }),
    ),
    id: 'lead-1',
    progressState: 3,
    ...overrides,
  };
}

const PERSONAL = ['García', '12345678Z', 'lucia@example.com', '612345678', 'ES9121000418450200051332'];
const holdsNone = (state: ApplicationState) => PERSONAL.filter((value) => JSON.stringify(state).includes(value));

describe('personal data has a lifetime (DESIGN.md §4)', () => {
  it('is kept while the application is being made', () => {
    expect(personalDataEnd(application(), { now: NOW })).toBeNull();
    expect(personalDataEnd(application(), { now: NOW, landingEmail: ' Lucia@Example.com ' })).toBeNull();
  });

  it('ends when the application expires: its expiresAt passed, or its session is older than the configured expiration', () => {
    expect(personalDataEnd(application({}, { expiresAt: new Date(NOW.getTime() - 1) }), { now: NOW })).toBe('expired');
    const old = application({}, { sessionStartedAt: new Date(NOW.getTime() - APPLICATION_EXPIRATION_MS_DEFAULT - 1) });
    expect(personalDataEnd(old, { now: NOW })).toBe('expired');
    expect(personalDataEnd(old, { now: NOW, expirationMs: 400 * 24 * HOUR })).toBeNull();
  });

  it('ends when a decision is final (SPEC §4 decision states)', () => {
    for (const state of [STATE.accepted, STATE.thankYou, STATE.redirected, STATE.rejected]) {
      expect(personalDataEnd(application({ progressState: state }), { now: NOW })).toBe('decided');
    }
    expect(personalDataEnd(application({ progressState: STATE.checking }), { now: NOW })).toBeNull();
  });

  it('ends when a landing link for another e-mail starts a new application', () => {
    expect(personalDataEnd(application(), { now: NOW, landingEmail: 'other@example.com' })).toBe('newApplicant');
  });

  it('an expired or new application forgets every answer, the lead id, the create key and the consents', () => {
    const state = application({ createKey: 'k', customerConsents: { marketing: true } });
    for (const end of ['expired', 'newApplicant'] as const) {
      const forgotten = forgetPersonalData(state, end);
      expect(holdsNone(forgotten)).toEqual([]);
      expect(forgotten.id).toBeUndefined();
      expect(forgotten.createKey).toBeUndefined();
      expect(forgotten.customerConsents).toEqual({});
      expect(forgotten.progressState).toBe(0);
      expect(forgotten.data.sessionId).toBe('s-1');
    }
  });

  it('a decided application keeps only what its outcome screen and continue link need', () => {
    const decided = forgetPersonalData(application({ progressState: STATE.accepted, applicationResult: { offerId: 'o-1' } }), 'decided');
    expect(holdsNone(decided)).toEqual([]);
    expect(decided).toMatchObject({ id: 'lead-1', progressState: STATE.accepted, applicationResult: { offerId: 'o-1' } });
    expect(decided.data).toMatchObject({ amount: 500, period: 75, personalDetails: { firstName: 'Lucía' } });
    expect(holdsPersonalData(decided.data)).toBe(false);
    expect(personalDataEnd(decided, { now: NOW })).toBeNull();
  });
});

describe('an unsubscribe link is not an applicant arriving', () => {
  it('the unsubscribe path, with or without the base path and a trailing slash', () => {
    expect(isUnsubscribeLanding('/application-frontend/unsubscribe')).toBe(true);
    expect(isUnsubscribeLanding('/unsubscribe/')).toBe(true);
    expect(isUnsubscribeLanding('/application-frontend/initial-details')).toBe(false);
  });
});

describe('an unsubscribe withdraws the marketing consent of the matching application only', () => {
  const subscribed = application({}, { contactDetails: { email: 'lucia@example.com', phoneNumber: '612345678', marketingConsents: true } });
  it('the application for the unsubscribed address, however its case and spaces, no longer asks for marketing e-mails', () => {
    const after = withdrawMarketingConsent(subscribed, '  Lucia@Example.com ');
    expect(after.data.contactDetails).toEqual({ email: 'lucia@example.com', phoneNumber: '612345678', marketingConsents: false });
    expect(after.id).toBe(subscribed.id);
  });
  it("another address's unsubscribe leaves this application as it is", () => {
    expect(withdrawMarketingConsent(subscribed, 'someone.else@example.com')).toBe(subscribed);
  });
});
