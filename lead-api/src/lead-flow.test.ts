import { describe, expect, it } from 'vitest';
import { STATE } from '../../src/domain/journey/state-table';
import { statusOfState } from './lead-flow';

describe('GET /lead/status answers (SPEC §4: checking polls until the server decides or sends the applicant to a step)', () => {
  it('is pending up to and in checking', () => {
    expect(statusOfState(STATE.checking)).toBe('pending');
    expect(statusOfState(3)).toBe('pending');
  });

  it('is a decision for accepted, thank-you, rejected and redirected', () => {
    expect(statusOfState(STATE.accepted)).toBe('accepted');
    expect(statusOfState(STATE.thankYou)).toBe('accepted');
    expect(statusOfState(STATE.rejected)).toBe('rejected');
    expect(statusOfState(STATE.redirected)).toBe('redirected');
  });

  it('asks for action for every step sent after checking: after-offer steps, and employment details (8) and reference information (25)', () => {
    expect(statusOfState(STATE.mobileVerification)).toBe('action-required');
    expect(statusOfState(STATE.employmentDetails)).toBe('action-required');
    expect(statusOfState(STATE.referenceInformation)).toBe('action-required');
  });
});
