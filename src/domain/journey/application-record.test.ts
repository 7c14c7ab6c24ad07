import { describe, it, expect } from 'vitest';
import {
  SURVIVING_LEAD_FIELDS,
  cleanApplicationData,
  clearAll,
  clearApplicationResult,
  clearRouteChange,
  createApplicationState,
  declineLastOffer,
  endedByDecline,
  currentStateNumber,
  leadCreated,
  leadUpdated,
  pushState,
  receiveOffers,
  releaseKey,
  reserveKey,
  setCustomerConsents,
  updateApplicationData,
  updateApplicationResult,
} from './application-record';
import { createLead } from '../lead/lead';

const at = (progressState: number | number[]) => ({ ...createApplicationState(), progressState });

describe('initial application state', () => {
  it('SPEC §4: progress 0; result, consents and route change empty', () => {
    const state = createApplicationState();
    expect(state.progressState).toBe(0);
    expect(state.applicationResult).toEqual({});
    expect(state.customerConsents).toEqual({});
    expect(state.routeChange).toEqual({});
    expect(state.data.tags).toEqual(['ui:react']);
  });
});

describe('pushState', () => {
  it('SPEC §4: redirects to the route of the new state with PUSH when leaving a before-offer state', () => {
    expect(pushState(at(1), 2).routeChange).toEqual({ method: 'PUSH', redirect: '/personal-details' });
    expect(pushState(at(0), 1).routeChange).toEqual({ method: 'PUSH', redirect: '/loan-information' });
    expect(pushState(at(25), 6).routeChange).toEqual({ method: 'PUSH', redirect: '/checking' });
  });

  it('SPEC §4: replaces navigation when leaving an afterOffer state', () => {
    expect(pushState(at(6), 10).routeChange).toEqual({ method: 'REPLACE', redirect: '/accepted' });
    expect(pushState(at(7), 15).routeChange).toEqual({ method: 'REPLACE', redirect: '/change-mobile-number' });
  });

  it('SPEC §4: redirects to the application index when the new state has no route', () => {
    expect(pushState(at(6), 14).routeChange).toEqual({ method: 'REPLACE', redirect: '/' });
    expect(pushState(at(1), 0).routeChange).toEqual({ method: 'PUSH', redirect: '/' });
  });

  it('SPEC §3: progress may be a list; its last state is the current one', () => {
    const next = pushState(at([1, 2, 6]), [7, 16]);
    expect(next.progressState).toEqual([7, 16]);
    expect(next.routeChange).toEqual({ method: 'REPLACE', redirect: '/vehicle' });
    expect(currentStateNumber([])).toBe(0);
  });

  it('consumes a route change', () => {
    expect(clearRouteChange(pushState(at(1), 2)).routeChange).toEqual({});
  });
});

describe('results and offers', () => {
  it('SPEC §3: the application result is merged on update', () => {
    const state = updateApplicationResult(
      updateApplicationResult(createApplicationState(), { application: { status: 'ACCEPTED' } }),
      { offerId: 'o1', partner: { name: 'P' } },
    );
    expect(state.applicationResult).toEqual({ application: { status: 'ACCEPTED' }, offerId: 'o1', partner: { name: 'P' } });
  });

  it('SPEC §4: with accumulateOffers off (the default) offers replace earlier ones', () => {
    const state = receiveOffers(receiveOffers(createApplicationState(), [{ offerId: 'a' }]), [{ offerId: 'b' }]);
    expect(state.offers).toEqual([{ offerId: 'b' }]);
  });

  it('SPEC §4: with accumulateOffers on offers are appended, each offerId once', () => {
    const on = { accumulateOffers: true };
    const state = receiveOffers(receiveOffers(createApplicationState(), [{ offerId: 'a' }], on), [{ offerId: 'a' }, { offerId: 'b' }], on);
    expect(state.offers).toEqual([{ offerId: 'a' }, { offerId: 'b' }]);
  });

  it('SPEC §4: clearing the application result removes the id and the result', () => {
    const state = clearApplicationResult(updateApplicationResult(leadCreated(createApplicationState(), 'L1'), { offerId: 'o' }));
    expect(state.id).toBeUndefined();
    expect(state.data.id).toBeUndefined();
    expect(state.applicationResult).toEqual({});
  });
});

describe('lead lifecycle', () => {
  it('SPEC §4: a lead create stores the id and recalculates the data', () => {
    const state = leadCreated(createApplicationState(createLead({ amount: 300 })), 'L1', { expiresAt: '2025-01-01T00:00:00Z', tags: ['x'] });
    expect(state.id).toBe('L1');
    expect(state.data).toMatchObject({ id: 'L1', amount: 300, expiresAt: '2025-01-01T00:00:00Z', tags: ['ui:react', 'x'] });
  });

  it('SPEC §4: a lead update stores the returned id', () => {
    const state = leadUpdated(leadCreated(createApplicationState(), 'L1'), 'L2');
    expect(state.id).toBe('L2');
    expect(state.data.id).toBe('L2');
  });

  it('SPEC §3: data updates merge nested groups', () => {
    let state = updateApplicationData(createApplicationState(), { contactDetails: { email: 'a@b.es' } });
    state = updateApplicationData(state, { contactDetails: { phoneNumber: '612345678' } });
    expect(state.data.contactDetails).toEqual({ email: 'a@b.es', phoneNumber: '612345678' });
  });

  it('merges customer consents as key/value flags', () => {
    const state = setCustomerConsents(setCustomerConsents(createApplicationState(), { a: true }), { b: false });
    expect(state.customerConsents).toEqual({ a: true, b: false });
  });
});

describe('clearAll', () => {
  const full = createLead({
    id: 'L1', amount: 500, period: 70, personalDetails: { firstName: 'Ana' }, contactDetails: { email: 'a@b.es' },
    tags: ['flow:v3'], sessionId: 's', sessionStartedAt: '2025-01-01T00:00:00Z',
    deviceData: { timezoneOffset: 0, deviceMemory: 1, language: 'es', screenResolution: '1x1', loadingTime: 1 },
    affiliateReferenceParams: { attribute: 'aff', subId: '', transactionId: 't', setAt: '2025-01-01T00:00:00Z' },
    googleClick: { gclid: 'g', setAt: '2025-01-01T00:00:00Z' }, metaPixel: { fbp: 'p' }, tikTokPixel: { ttp: 't' },
    sellingTierGlobalId: 'st', posthogParameters: { distinctId: 'd' }, leadStatus: 'NEW', policies: ['p'], googleCaptchaToken: 'c',
  });

  it('SPEC §4: resets progress to 0, the result to empty and the data to a cleaned version', () => {
    const state = clearAll({ ...updateApplicationResult(leadCreated(createApplicationState(full), 'L1'), { offerId: 'o' }), progressState: 10 });
    expect(state.progressState).toBe(0);
    expect(state.applicationResult).toEqual({});
    expect(state.id).toBeUndefined();
    expect(state.data).toEqual(cleanApplicationData(full));
  });

  it('SPEC §4: the cleaned data keeps only session, attribution and tracking fields', () => {
    const cleaned = cleanApplicationData(full);
    expect(Object.keys(cleaned).sort()).toEqual([...SURVIVING_LEAD_FIELDS].sort());
    expect(cleaned.tags).toEqual(['ui:react', 'flow:v3']);
    expect(cleaned).not.toHaveProperty('personalDetails');
    expect(cleaned).not.toHaveProperty('id');
  });
});

describe('reserved keys: the create and the offer answer are one submission per application (DESIGN.md §10)', () => {
  it('keeps the first key reserved for an intent; another intent has its own', () => {
    let state = reserveKey(createApplicationState(), 'offerAnswer', 'k1');
    state = reserveKey(state, 'offerAnswer', 'k2');
    state = reserveKey(state, 'create', 'c1');
    expect(state).toMatchObject({ offerAnswerKey: 'k1', createKey: 'c1' });
  });

  it('releases a key the server refused for good, only that one, so the next press is a new request', () => {
    const state = reserveKey(reserveKey(createApplicationState(), 'offerAnswer', 'k1'), 'create', 'c1');
    expect(releaseKey(state, 'offerAnswer', 'other')).toBe(state);
    const released = releaseKey(state, 'offerAnswer', 'k1');
    expect(released).not.toHaveProperty('offerAnswerKey');
    expect(released.createKey).toBe('c1');
  });

  it('a full clear starts the next application without either key', () => {
    const cleared = clearAll(reserveKey(reserveKey(createApplicationState(), 'offerAnswer', 'k1'), 'create', 'c1'));
    expect(cleared).not.toHaveProperty('offerAnswerKey');
    expect(cleared).not.toHaveProperty('createKey');
  });
});

describe('the last offer declined ends the application', () => {
  it('ended once the last offer is declined, and not after an offer is accepted', () => {
    const declined = declineLastOffer(createApplicationState(), 'offer-1');
    expect(endedByDecline(createApplicationState())).toBe(false);
    expect(endedByDecline(declined)).toBe(true);
    expect(endedByDecline(updateApplicationResult(declined, { offerId: 'offer-2' }))).toBe(false);
  });
  it('forgotten by a full clear and by clearing the result', () => {
    const declined = declineLastOffer(createApplicationState(), 'offer-1');
    expect(endedByDecline(clearAll(declined))).toBe(false);
    expect(endedByDecline(clearApplicationResult(declined))).toBe(false);
  });
});
