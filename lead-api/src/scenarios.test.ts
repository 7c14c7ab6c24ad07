import { describe, it, expect } from 'vitest';
import { DEFAULT_FIELD_ERROR, DEFAULT_SCENARIO, scenarioForEmail, testLocalPart } from './scenarios';

describe('test e-mail local parts choose the outcome', () => {
  it('reads the local part lower-cased and without its +tag', () => {
    expect(testLocalPart('Accepted+42@Example.com')).toBe('accepted');
    expect(testLocalPart('no-at-sign')).toBe('');
    expect(testLocalPart(undefined)).toBe('');
  });

  it('maps each documented local part', () => {
    expect(scenarioForEmail('rejected@x.es').decision).toEqual({ kind: 'rejected' });
    expect(scenarioForEmail('redirect@x.es').decision).toEqual({ kind: 'redirected', method: 'GET' });
    expect(scenarioForEmail('sms@x.es').decision).toEqual({ kind: 'state', state: 7 });
    expect(scenarioForEmail('state-41@x.es').decision).toEqual({ kind: 'state', state: 41 });
    expect(scenarioForEmail('slow@x.es').slow).toBe(true);
    expect(scenarioForEmail('fail3@x.es').failFirst).toBe(3);
    expect(scenarioForEmail('field-error@x.es').fieldError).toBe(DEFAULT_FIELD_ERROR);
    expect(scenarioForEmail('field-error.incomedetails.monthlyincome@x.es').fieldError).toBe('incomeDetails.monthlyIncome');
  });

  it('treats a state that is not after the offer, and any other address, as the default (accepted)', () => {
    expect(scenarioForEmail('state-3@x.es')).toEqual(DEFAULT_SCENARIO);
    expect(scenarioForEmail('state-6@x.es')).toEqual(DEFAULT_SCENARIO);
    expect(scenarioForEmail('ana.garcia@gmail.com')).toEqual(DEFAULT_SCENARIO);
  });
});
