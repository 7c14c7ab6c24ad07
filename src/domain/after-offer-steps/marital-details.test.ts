import { describe, expect, it } from 'vitest';
import { isPartnered, maritalDetailsBody, validateSpouseName } from './marital-details';

describe('marital details (state 23)', () => {
  it('asks for a spouse only of someone married or in a civil partnership', () => {
    expect(isPartnered('married')).toBe(true);
    expect(isPartnered('partnership')).toBe(true);
    expect(isPartnered('single')).toBe(false);
    expect(isPartnered(undefined)).toBe(false);
  });
  it("checks the spouse's name with the name rule only when the spouse is asked", () => {
    expect(validateSpouseName('', 'married')).toBe('required');
    expect(validateSpouseName('Ana3', 'married')).toBe('name.invalid');
    expect(validateSpouseName('Ana María', 'married')).toBeNull();
    expect(validateSpouseName('', 'single')).toBeNull();
  });
  it('sends spouse answers only for a partnered applicant', () => {
    const spouse = { spouseFirstName: ' Ana ', spouseLastName: 'López', spouseMonthlyIncome: 1200 };
    expect(maritalDetailsBody({ maritalStatus: 'married', ...spouse })).toEqual({
      maritalStatus: 'married', spouseFirstName: 'Ana', spouseLastName: 'López', spouseMonthlyIncome: 1200,
    });
    expect(maritalDetailsBody({ maritalStatus: 'divorced', ...spouse })).toEqual({ maritalStatus: 'divorced' });
  });
});
