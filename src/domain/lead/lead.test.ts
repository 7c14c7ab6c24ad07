import { describe, it, expect } from 'vitest';
import { DEFAULT_TAGS } from '../constants';
import { createLead, getDataPoint, mergeLead, mergeTags, setDataPoint } from './lead';

describe('createLead', () => {
  it("SPEC §3: tags start as ['ui:react']", () => {
    expect(createLead().tags).toEqual([...DEFAULT_TAGS]);
    expect(DEFAULT_TAGS).toEqual(['ui:react']);
  });

  it('does not share the default tags array between leads', () => {
    const a = createLead();
    a.tags.push('x');
    expect(createLead().tags).toEqual(['ui:react']);
  });
});

describe('mergeLead', () => {
  it('SPEC §3: merges nested groups shallowly', () => {
    const current = createLead({ personalDetails: { firstName: 'Ana', lastName: 'Ruiz' }, amount: 300 });
    const next = mergeLead(current, { personalDetails: { lastName: 'Gómez', gender: 'F' }, amount: 500 });
    expect(next.personalDetails).toEqual({ firstName: 'Ana', lastName: 'Gómez', gender: 'F' });
    expect(next.amount).toBe(500);
  });

  it('SPEC §3: merges tags without duplicates', () => {
    const next = mergeLead(createLead(), { tags: ['ui:react', 'flow:v3'] });
    expect(next.tags).toEqual(['ui:react', 'flow:v3']);
    expect(mergeTags(['a', 'b'], ['b', 'c', 'a'])).toEqual(['a', 'b', 'c']);
  });

  it('replaces arrays and scalars, and lets an explicit undefined clear a field', () => {
    const current = createLead({ id: 'L1', policies: ['a'] });
    const next = mergeLead(current, { id: undefined, policies: ['b'] });
    expect(next.id).toBeUndefined();
    expect(next.policies).toEqual(['b']);
  });

  it('does not mutate its inputs', () => {
    const current = createLead({ contactDetails: { email: 'a@b.es' } });
    mergeLead(current, { contactDetails: { phoneNumber: '600000000' } });
    expect(current.contactDetails).toEqual({ email: 'a@b.es' });
  });

  it('replaces Date values instead of merging them', () => {
    const at = new Date('2025-01-01T00:00:00Z');
    const next = mergeLead(createLead({ sessionStartedAt: new Date(0) }), { sessionStartedAt: at });
    expect(next.sessionStartedAt).toBe(at);
  });
});

describe('data point access', () => {
  it('SPEC §3: sets and reads dotted data points', () => {
    const lead = setDataPoint(setDataPoint(createLead(), 'contactDetails.postalCode', '28001'), 'amount', 400);
    expect(getDataPoint(lead, 'contactDetails.postalCode')).toBe('28001');
    expect(lead.amount).toBe(400);
    expect(getDataPoint(lead, 'contactDetails.city')).toBeUndefined();
    expect(getDataPoint(lead, 'amount.x')).toBeUndefined();
  });
});

describe('pickDataPoints: what an after-offer step sends of the lead data it asked', () => {
  it('nests the answered data points by section and leaves out the unanswered', async () => {
    const { pickDataPoints } = await import('./lead');
    const lead = createLead({ amount: 500, employer: { name: 'Mercadona', city: '' }, incomeDetails: { jobTitle: 'Cajera' } });
    expect(pickDataPoints(lead, ['employer.name', 'employer.city', 'incomeDetails.jobTitle', 'amount', 'period'])).toEqual({
      employer: { name: 'Mercadona' },
      incomeDetails: { jobTitle: 'Cajera' },
      amount: 500,
    });
  });
});
