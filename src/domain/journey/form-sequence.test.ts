import { describe, it, expect } from 'vitest';
import { assignDataPoints, buildFormSequence } from './form-sequence';

describe('assignDataPoints', () => {
  it('SPEC §3: a lone flatNumber gets the flat-number step, a full address one form', () => {
    expect([...assignDataPoints(['contactDetails.flatNumber']).assigned.keys()]).toEqual(['flat-number']);
    const full = assignDataPoints(['contactDetails.postalCode', 'contactDetails.street', 'contactDetails.flatNumber']);
    expect(Object.fromEntries(full.assigned)).toEqual({
      'address-information': ['contactDetails.postalCode', 'contactDetails.street', 'contactDetails.flatNumber'],
    });
  });

  it('reports data points that no form holds', () => {
    const result = assignDataPoints(['referenceDetails.name', 'personalDetails.gender', 'made.up']);
    expect(result.unassigned).toEqual(['referenceDetails.name', 'made.up']);
    expect([...result.assigned.keys()]).toEqual(['gender']);
  });
});

describe('buildFormSequence', () => {
  it('SPEC §3: orders forms by the configuration, links prev and next, numbers the steps', () => {
    const { forms } = buildFormSequence(['incomeDetails.monthlyIncome', 'personalDetails.gender', 'personalDetails.firstName']);
    expect(forms.map((f) => [f.path, f.prev, f.next, f.step])).toEqual([
      ['name', null, 'gender', 1],
      ['gender', 'name', 'monthly-income', 2],
      ['monthly-income', 'gender', null, 3],
    ]);
  });

  it('SPEC §3: a form holds only the requested data points, with context and no errors', () => {
    const { forms } = buildFormSequence(['personalDetails.lastName', 'personalDetails.firstName']);
    expect(forms[0]).toMatchObject({
      path: 'name', context: 'personalDetails', stepType: 'personal-information',
      dataPoints: ['personalDetails.firstName', 'personalDetails.lastName'], errors: [],
    });
  });

  it('SPEC §3: the last form holds the full list to submit and the per-step data points', () => {
    const { forms } = buildFormSequence(['contactDetails.email', 'amount', 'otherDetails.loanPurpose']);
    expect(forms[0]?.modalDataPoints).toEqual(['amount']);
    expect(forms[0]?.submitDataPoints).toBeUndefined();
    expect(forms[1]).toMatchObject({
      submitDataPoints: ['contactDetails.email', 'amount', 'otherDetails.loanPurpose'],
      stepDataPoints: { 'initial-details': ['contactDetails.email', 'amount'], 'loan-purpose': ['otherDetails.loanPurpose'] },
    });
  });

  it('builds nothing for nothing', () => {
    expect(buildFormSequence([])).toEqual({ forms: [], unassigned: [] });
  });
});
