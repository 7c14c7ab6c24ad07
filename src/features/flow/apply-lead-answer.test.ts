import { describe, expect, it } from 'vitest';
import type { Offer } from '../../api/contract/common';
import { createApplicationState } from '../../domain/application-state';
import { offersToShow } from '../../domain/offers';
import { applyLeadAnswer } from './apply-lead-answer';

const offer = (offerId: string, createdAt?: string): Offer => ({
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
