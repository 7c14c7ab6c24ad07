import { describe, expect, it } from 'vitest';
import { clearRouteChange, createApplicationState, pushState, updateApplicationData } from '../journey/application-record';
import { STATE } from '../journey/state-table';
import { applyLeadAnswer, isDecided, resumeLead, settleDecision } from './lead-answers';
import { offersToShow } from '../offers/offers';

/** An offer as the contract sends it (src/api/contract/common.ts offerSchema). */
const offer = (offerId: string, createdAt?: string) => ({
  offerId,
  partner: 'cofidis',
  amount: 1000,
  period: 3,
  periodScale: 'months',
  monthlyPayment: 348,
  totalToRepay: 1045,
  ...(createdAt ? { createdAt } : {}),
});
const ids = (offers: unknown[]) => offersToShow(offers, Date.parse('2026-11-25T12:00:00Z')).map((r) => (r.kind === 'valid' ? r.offer.offerId : null));

describe('applyLeadAnswer: offers (SPEC §4)', () => {
  it('with accumulation on, keeps every offer received and the screens show the newest first', () => {
    const options = { created: false, accumulateOffers: true };
    let state = applyLeadAnswer(createApplicationState(), { id: 'l', state: 38, offers: [offer('a', '2026-11-25T09:00:00Z')] }, options);
    state = applyLeadAnswer(state, { id: 'l', state: 38, offers: [offer('b', '2026-11-25T10:00:00Z')] }, options);
    expect(ids(state.offers)).toEqual(['b', 'a']);
  });

  it('with accumulation off, the latest answer\u2019s offers replace the earlier ones', () => {
    const options = { created: false, accumulateOffers: false };
    let state = applyLeadAnswer(createApplicationState(), { id: 'l', state: 38, offers: [offer('a', '2026-11-25T09:00:00Z')] }, options);
    state = applyLeadAnswer(state, { id: 'l', state: 38, offers: [offer('b', '2026-11-25T10:00:00Z')] }, options);
    expect(ids(state.offers)).toEqual(['b']);
  });

  it('stamps an offer that came without its time, so that its 24 hours still count', () => {
    const state = applyLeadAnswer(createApplicationState(), { id: 'l', state: 38, offers: [offer('a')] }, { created: false, accumulateOffers: false });
    expect(state.offers[0]).toMatchObject({ offerId: 'a', partner: { name: 'cofidis' }, receivedAt: expect.any(String) });
  });
});

const checking = () => clearRouteChange(pushState({ ...createApplicationState(), id: 'lead-1' }, STATE.checking));

describe('SPEC §4 checking (state 6): the server has decided once the lead has left checking', () => {
  it('a status that is not pending, on a state past checking, is a decision', () => {
    expect(isDecided(undefined)).toBe(false);
    expect(isDecided({ status: 'pending', state: STATE.checking })).toBe(false);
    expect(isDecided({ status: 'action-required', state: 7 })).toBe(true);
    expect(isDecided({ status: 'accepted', state: STATE.checking })).toBe(false);
  });

  it('accepted (10): pushes the state, replacing history because checking is afterOffer', () => {
    const next = settleDecision(checking(), { id: 'lead-1', status: 'accepted', state: 10 }, { accumulateOffers: false });
    expect(next.progressState).toBe(10);
    expect(next.routeChange).toEqual({ method: 'REPLACE', redirect: '/accepted' });
    expect(next.data.leadStatus).toBe('accepted');
  });

  it('redirected (12): keeps the partner redirect in the application result', () => {
    const redirect = { url: 'https://partner.example/offer', method: 'POST' as const, fields: { leadId: 'lead-1' } };
    const next = settleDecision(checking(), { id: 'lead-1', status: 'redirected', state: 12, redirect }, { accumulateOffers: false });
    expect(next.applicationResult.redirect).toEqual(redirect);
    expect(next.routeChange).toEqual({ method: 'REPLACE', redirect: '/redirected' });
  });

  it('moves on even when the decided state is already current (the applicant came back to /checking)', () => {
    const accepted = clearRouteChange(pushState(checking(), 10));
    const next = settleDecision(accepted, { id: 'lead-1', status: 'accepted', state: 10 }, { accumulateOffers: false });
    expect(next.routeChange).toEqual({ method: 'REPLACE', redirect: '/accepted' });
  });
});

const storedLead = {
  amount: 1000,
  period: 70,
  productId: 'SOLCREDITO',
  sessionId: 'their-session',
  contactDetails: { email: 'accepted@example.com' },
};

describe('SPEC §2 /continue/:id: resume a lead from its link', () => {
  it('stores the lead id, its answers and pushes the server state by replace (via state 14, continue)', () => {
    const next = resumeLead(createApplicationState(), { id: 'lead-1', state: 6, lead: storedLead }, { accumulateOffers: false });
    expect(next.id).toBe('lead-1');
    expect(next.data.id).toBe('lead-1');
    expect(next.data.amount).toBe(1000);
    expect(next.data.contactDetails?.email).toBe('accepted@example.com');
    expect(next.progressState).toBe(6);
    expect(next.routeChange).toEqual({ method: 'REPLACE', redirect: '/checking' });
  });

  it("keeps this visit's session and never the server's product id", () => {
    const mine = updateApplicationData(createApplicationState(), { sessionId: 'my-session' });
    const next = resumeLead(mine, { id: 'lead-1', state: 10, lead: storedLead }, { accumulateOffers: false });
    expect(next.data.sessionId).toBe('my-session');
    expect('productId' in next.data).toBe(false);
  });

  it("drops another application's answers before resuming", () => {
    const other = { ...updateApplicationData(createApplicationState(), { personalDetails: { firstName: 'Otra' } }), id: 'lead-0' };
    const next = resumeLead(other, { id: 'lead-1', state: 10, lead: storedLead }, { accumulateOffers: false });
    expect(next.data.personalDetails).toBeUndefined();
    expect(next.routeChange).toEqual({ method: 'REPLACE', redirect: '/accepted' });
  });

  it('a lead still in the form (state 0) goes to the index, which picks the first page', () => {
    const next = resumeLead(createApplicationState(), { id: 'lead-1', state: 0, lead: storedLead }, { accumulateOffers: false });
    expect(next.routeChange).toEqual({ method: 'REPLACE', redirect: '/' });
  });
});
