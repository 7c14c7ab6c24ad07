import { describe, expect, it } from 'vitest';
import { aideBody, validateAidAmount, validateAidType, validateReceivesAid } from './aide';

describe('public aid (state 24)', () => {
  it('needs a yes or a no', () => {
    expect(validateReceivesAid(undefined)).toBe('required');
    expect(validateReceivesAid('no')).toBeNull();
  });
  it('asks the kind and a monthly amount of at least 1 only of someone who receives aid', () => {
    expect(validateAidType('', 'yes')).toBe('required');
    expect(validateAidType('housing', 'yes')).toBeNull();
    expect(validateAidType('', 'no')).toBeNull();
    expect(validateAidAmount('0', 'yes')).toBe('amount.min');
    expect(validateAidAmount('450', 'yes')).toBeNull();
    expect(validateAidAmount('', 'no')).toBeNull();
  });
  it('sends kind and amount only with a yes', () => {
    expect(aideBody({ receivesAid: 'yes', aidType: 'family', monthlyAidAmount: '1.200' })).toEqual({ receivesAid: true, aidType: 'family', monthlyAidAmount: 1200 });
    expect(aideBody({ receivesAid: 'no', aidType: 'family', monthlyAidAmount: '300' })).toEqual({ receivesAid: false });
  });
});
