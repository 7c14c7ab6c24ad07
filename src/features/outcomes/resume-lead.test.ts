import { describe, expect, it } from 'vitest';
import { createApplicationState, updateApplicationData } from '../../domain/application-state';
import { CONTINUE_STATE, resumeLead } from './resume-lead';

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
    expect(CONTINUE_STATE).toBe(14);
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
