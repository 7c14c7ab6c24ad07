import { describe, it, expect } from 'vitest';
import { EMPTY_DYNAMIC_PAGES, addDataPoints, applyServerErrors, createDynamicPages, currentForm, isLastForm, setCurrentForm, updateData, createPagesFor, flowOf } from './dynamic-form';

describe('createDynamicPages', () => {
  it('SPEC §3: initial-details is included on init and current', () => {
    const state = createDynamicPages();
    expect(state.sequence).toEqual(['initial-details']);
    expect(state.current).toBe('initial-details');
    expect(state.forms['initial-details']?.dataPoints).toEqual([
      'contactDetails.email', 'contactDetails.phoneNumber', 'contactDetails.marketingConsents', 'generalPolicies', 'amount', 'period',
    ]);
    expect(state.forms['initial-details']?.modalDataPoints).toEqual(['amount', 'period']);
  });
});

describe('addDataPoints', () => {
  it('SPEC §4: builds the sequence and makes current the form holding the first data point', () => {
    const state = addDataPoints(createDynamicPages(), ['personalDetails.gender', 'personalDetails.firstName', 'expenses.totalDebtAmount']);
    expect(state.sequence).toEqual(['initial-details', 'name', 'gender', 'total-debt']);
    expect(state.current).toBe('gender');
    expect(state.forms.name?.prev).toBe('initial-details');
    expect(isLastForm(state.forms['total-debt']!)).toBe(true);
  });

  it('reports data points without a form', () => {
    const state = addDataPoints(EMPTY_DYNAMIC_PAGES, ['referenceDetails.type']);
    expect(state.sequence).toEqual([]);
    expect(state.unassigned).toEqual(['referenceDetails.type']);
    expect(state.current).toBeNull();
  });

  it('keeps errors of forms that stay', () => {
    let state = addDataPoints(EMPTY_DYNAMIC_PAGES, ['personalDetails.gender']);
    state = applyServerErrors(state, { 'personalDetails.gender': 'required' });
    state = addDataPoints(state, ['incomeDetails.jobTitle']);
    expect(state.forms.gender?.errors).toHaveLength(1);
    expect(state.erroredForm).toBe('gender');
    expect(state.current).toBe('job-title');
  });
});

describe('server errors', () => {
  const base = addDataPoints(createDynamicPages(), ['personalDetails.firstName', 'contactDetails.postalCode']);

  it('SPEC §4: appends { fieldName: last segment, message } to the owning form', () => {
    const state = applyServerErrors(base, { 'contactDetails.postalCode': 'postalCode.invalid' });
    expect(state.forms['address-information']?.errors).toEqual([
      { fieldName: 'postalCode', message: 'postalCode.invalid', dataPoint: 'contactDetails.postalCode' },
    ]);
  });

  it('SPEC §4: marks the earliest erroring form in the sequence as the errored form', () => {
    const state = applyServerErrors(base, { 'contactDetails.postalCode': 'bad', 'contactDetails.email': ['taken', 'blocked'] });
    expect(state.erroredForm).toBe('initial-details');
    expect(state.forms['initial-details']?.errors.map((e) => e.message)).toEqual(['taken', 'blocked']);
  });

  it('SPEC §4: updating data for a path clears that path’s errors', () => {
    let state = applyServerErrors(base, { 'contactDetails.email': 'taken', 'contactDetails.postalCode': 'bad' });
    state = updateData(state, 'contactDetails.email');
    expect(state.forms['initial-details']?.errors).toEqual([]);
    expect(state.erroredForm).toBe('address-information');
    state = updateData(state, 'contactDetails.postalCode');
    expect(state.erroredForm).toBeNull();
  });

  it('keeps errors for data points no form shows as orphan errors', () => {
    const state = applyServerErrors(base, { 'employer.taxRegistryCode': 'invalid' });
    expect(state.orphanErrors).toEqual([{ fieldName: 'taxRegistryCode', message: 'invalid', dataPoint: 'employer.taxRegistryCode' }]);
    expect(state.erroredForm).toBeNull();
    expect(updateData(state, 'employer.taxRegistryCode').orphanErrors).toEqual([]);
  });

  it('returns the same state when there is nothing to clear', () => {
    expect(updateData(base, 'personalDetails.firstName')).toBe(base);
  });
});

describe('navigation helpers', () => {
  it('moves the current form only to a form of the sequence', () => {
    const state = addDataPoints(createDynamicPages(), ['personalDetails.gender']);
    expect(currentForm(setCurrentForm(state, 'initial-details'))?.path).toBe('initial-details');
    expect(setCurrentForm(state, 'total-debt')).toBe(state);
  });
});

describe("a brand's flow", () => {
  it('a dynamic application page starts the v3 forms at initial-details; a legacy one the classic pages at loan-information', () => {
    expect(flowOf({ applicationPage: 'dynamic' })).toBe('v3');
    expect(flowOf({ applicationPage: 'legacy' })).toBe('v2');
    expect(createPagesFor(flowOf({ applicationPage: 'dynamic' })).sequence[0]).toBe('initial-details');
    expect(createPagesFor(flowOf({ applicationPage: 'legacy' })).sequence[0]).toBe('loan-information');
  });
});
