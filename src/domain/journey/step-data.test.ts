import { describe, expect, it } from 'vitest';
import { EMPTY_STEP_DATA, setStepAnswers, setStepErrors } from './step-data';

describe("the after-offer steps' own answers and server errors", () => {
  const errors = [
    { fieldName: 'personalCode', dataPoint: 'personalDetails.personalCode', message: 'invalid' },
    { fieldName: 'amount', dataPoint: 'debts.1.amount', message: 'invalid' },
  ];

  it('an answer makes the server errors on that field stale, by name or by dotted path', () => {
    const state = setStepErrors(EMPTY_STEP_DATA, '/cnp', errors);
    const next = setStepAnswers(state, '/cnp', { personalCode: '1800101420010' });
    expect(next.answers['/cnp']).toEqual({ personalCode: '1800101420010' });
    expect(next.errors['/cnp']).toEqual([errors[1]]);
  });

  it('a list answer names the row fields it changes', () => {
    const state = setStepErrors(EMPTY_STEP_DATA, '/customer-debts', errors);
    expect(setStepAnswers(state, '/customer-debts', { debts: [] }, ['debts', 'debts.1.amount']).errors['/customer-debts']).toEqual([errors[0]]);
    expect(setStepAnswers(state, '/customer-debts', { debts: [] }).errors['/customer-debts']).toEqual(errors);
  });
});
