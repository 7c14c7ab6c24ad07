import { describe, it, expect } from 'vitest';
import {
  APPLICATION_STATES,
  BEFORE_OFFER_STATES,
  MAX_STATE,
  getApplicationState,
  isAfterOffer,
  lenderOfState,
  routeForState,
  stateForRoute,
} from './state-table';

describe('application state table', () => {
  it('SPEC §4: holds states 0 to 41, each at its own index', () => {
    expect(APPLICATION_STATES).toHaveLength(42);
    expect(MAX_STATE).toBe(41);
    APPLICATION_STATES.forEach((state, index) => expect(state.number).toBe(index));
  });

  it('SPEC §4: states 1–5, 8 and 25 are before the offer, all others afterOffer', () => {
    const beforeOffer = APPLICATION_STATES.filter((s) => !s.afterOffer).map((s) => s.number);
    expect(beforeOffer).toEqual([0, 1, 2, 3, 4, 5, 8, 25]);
    expect(BEFORE_OFFER_STATES.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 8, 25]);
  });

  it('SPEC §4: 2–5 and 25 carry their data section, 8 carries employer', () => {
    const sections = Object.fromEntries(
      APPLICATION_STATES.filter((s) => s.dataSection).map((s) => [s.number, s.dataSection]),
    );
    expect(sections).toEqual({
      2: 'personalDetails',
      3: 'contactDetails',
      4: 'incomeDetails',
      5: 'otherDetails',
      8: 'employer',
      25: 'referenceInformation',
    });
  });

  it('SPEC §2: the table serves every application and server-driven route the spec lists that has a state', () => {
    const spec = [
      '/loan-information', '/personal-details', '/contact-details', '/income-details', '/other-information',
      '/reference-information', '/checking', '/accepted', '/thank-you', '/redirected', '/rejected',
      '/mobile-verification', '/instantor', '/change-mobile-number', '/vehicle', '/wenance-tink', '/wenance-account',
      '/moneyman-paylands', '/consents', '/dynamic-consents', '/employment-details', '/additional-employment-details',
      '/marital-details', '/aide', '/credit-details', '/professional-details', '/cnp', '/advanzia-consents', '/id-upload',
      '/customer-debts', '/reference-details', '/wniosek', '/wniosek-uzupelnienie', '/tfbank-consents',
      '/ipfd-offer-choice', '/cofidis-offer', '/provident-offer', '/instabank-offer', '/proficredit-offer',
    ];
    const served = APPLICATION_STATES.map((state) => state.route).filter((route) => route !== null);
    expect(served).toEqual(expect.arrayContaining(spec));
    // State 22 has no route in the spec; it gets one so that it is not a dead end.
    expect(served.filter((route) => !spec.includes(route))).toEqual(['/additional-personal-details']);
  });

  it('SPEC §4: pairs states with routes', () => {
    expect(routeForState(0)).toBeNull();
    expect(routeForState(1)).toBe('/loan-information');
    expect(routeForState(6)).toBe('/checking');
    expect(routeForState(14)).toBeNull();
    expect(routeForState(20)).toBe('/consents');
    expect(routeForState(22)).toBe('/additional-personal-details');
    expect(routeForState(26)).toBe('/credit-details');
    expect(routeForState(41)).toBe('/proficredit-offer');
    expect(routeForState(99)).toBeNull();
  });

  it('SPEC §4: names follow the spec', () => {
    expect(getApplicationState(13)?.name).toBe('rejected');
    expect(getApplicationState(20)?.name).toBe('policyConsents');
    expect(getApplicationState(42)).toBeUndefined();
  });

  it('looks states up by route and treats unknown states as not afterOffer', () => {
    expect(stateForRoute('/vehicle')?.number).toBe(16);
    expect(stateForRoute('/nowhere')).toBeUndefined();
    expect(isAfterOffer(10)).toBe(true);
    expect(isAfterOffer(8)).toBe(false);
    expect(isAfterOffer(-1)).toBe(false);
  });

  it('the lender of a step whose SPEC §4 state names it, and none for the steps any lender may ask', () => {
    // 26, 27 younitedCreditDetails / younitedProfessionalDetails; 29 advanziaConsents; 36 tfbankConsents.
    expect([26, 27, 29, 36].map(lenderOfState)).toEqual(['Younited Credit', 'Younited Credit', 'Advanzia Bank', 'TF Bank']);
    const named = APPLICATION_STATES.filter((state) => lenderOfState(state.number) !== undefined).map((state) => state.name);
    expect(named.every((name) => /^(younited|advanzia|tfbank)/.test(name))).toBe(true);
    expect(lenderOfState(30)).toBeUndefined();
  });
});
