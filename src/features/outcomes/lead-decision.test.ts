import { describe, expect, it } from 'vitest';
import { createApplicationState, pushState, clearRouteChange } from '../../domain/application-state';
import { CHECKING_POLL_INTERVAL_MS, checkingPollInterval, isDecided, settleDecision } from './lead-decision';
import { STATE } from '../../domain/application-states';

const checking = () => clearRouteChange(pushState({ ...createApplicationState(), id: 'lead-1' }, STATE.checking));

describe('SPEC §4 checking (state 6): poll the lead status until the server decides', () => {
  it('keeps polling every 2 s while the answer is pending or has none yet', () => {
    expect(checkingPollInterval(undefined)).toBe(CHECKING_POLL_INTERVAL_MS);
    expect(checkingPollInterval({ status: 'pending', state: STATE.checking })).toBe(CHECKING_POLL_INTERVAL_MS);
  });

  it('stops once the status is decided and the lead has left checking', () => {
    expect(checkingPollInterval({ status: 'accepted', state: 10 })).toBe(false);
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
