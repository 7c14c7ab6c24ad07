import { describe, expect, it } from 'vitest';
import { isWniosekComplete, validateAccount, validateHouseholdSize, wniosekAnswers } from './wniosek';

describe('the Polish application form (states 33, 34)', () => {
  it('counts a household of 1 to 20 people', () => {
    expect(validateHouseholdSize('0')).toBe('householdSize.min');
    expect(validateHouseholdSize('21')).toBe('householdSize.max');
    expect(validateHouseholdSize('2.5')).toBe('householdSize.step');
    expect(validateHouseholdSize('3')).toBeNull();
  });
  it('lets the account wait on the form, but not in the completion', () => {
    expect(validateAccount('', false)).toBeNull();
    expect(validateAccount('', true)).toBe('required');
    expect(validateAccount('61109010140000071219812875', false)).toBe('account.checkDigits');
  });
  it('sends ids without spaces and numbers as numbers; complete only with the account', () => {
    const answers = wniosekAnswers({ pesel: '440514 01359', idCardNumber: 'aba 300000', householdSize: '3', householdExpenses: '1 800' });
    expect(answers).toEqual({ pesel: '44051401359', idCardNumber: 'ABA300000', householdSize: 3, householdExpenses: 1800 });
    expect(isWniosekComplete(answers)).toBe(false);
    const withAccount = wniosekAnswers({ bankAccount: 'PL61 1090 1014 0000 0712 1981 2874' });
    expect(withAccount.bankAccount).toBe('61109010140000071219812874');
    expect(isWniosekComplete(withAccount)).toBe(true);
  });
});
