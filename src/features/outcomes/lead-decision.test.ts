import { describe, expect, it } from 'vitest';
import { STATE } from '../../domain/journey/state-table';
import { CHECKING_POLL_INTERVAL_MS, checkingPollInterval } from './lead-decision';

describe('SPEC §4 checking (state 6): poll the lead status until the server decides', () => {
  it('keeps polling while the answer is pending or has none yet', () => {
    expect(checkingPollInterval(undefined)).toBe(CHECKING_POLL_INTERVAL_MS);
    expect(checkingPollInterval({ status: 'pending', state: STATE.checking })).toBe(CHECKING_POLL_INTERVAL_MS);
  });

  it('stops once the status is decided and the lead has left checking', () => {
    expect(checkingPollInterval({ status: 'accepted', state: STATE.accepted })).toBe(false);
  });
});
