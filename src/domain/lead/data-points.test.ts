import { describe, it, expect } from 'vitest';
import { DATA_POINTS, LEAD_DATA_SECTIONS, fieldNameOf, isDataPoint, sectionOf } from './data-points';

describe('data points', () => {
  it('SPEC §3: lists every data point once, with the spec names', () => {
    expect(new Set(DATA_POINTS).size).toBe(DATA_POINTS.length);
    // 5 top level + 7 personal + 14 contact + 34 other + 7 employer + 10 expenses + 23 income + 3 reference.
    expect(DATA_POINTS).toHaveLength(103);
    for (const point of ['amount', 'generalPolicies', 'contactDetails.postalCode', 'otherDetails.fieldSquareArea',
      'employer.taxRegistryCode', 'expenses.householdExpenses', 'incomeDetails.pensionPayer', 'referenceDetails.phoneNumber']) {
      expect(isDataPoint(point), point).toBe(true);
    }
    expect(isDataPoint('contactDetails.zip')).toBe(false);
  });

  it('SPEC §3: the lead data sections', () => {
    expect(LEAD_DATA_SECTIONS).toEqual([
      'personalDetails', 'contactDetails', 'incomeDetails', 'otherDetails',
      'referenceInformation', 'employer', 'expenses', 'referenceDetails',
    ]);
  });

  it('SPEC §4: the field name of a dotted path is its last segment', () => {
    expect(fieldNameOf('contactDetails.email')).toBe('email');
    expect(fieldNameOf('amount')).toBe('amount');
  });

  it('finds the section of a path', () => {
    expect(sectionOf('expenses.rentAmount')).toBe('expenses');
    expect(sectionOf('amount')).toBeNull();
    expect(sectionOf('unknown.x')).toBeNull();
  });
});
