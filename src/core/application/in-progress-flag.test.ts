import { describe, expect, it } from 'vitest';
import { createApplicationState, type ApplicationState } from '../../domain/journey/application-record';
import { createLead } from '../../domain/lead/lead';
import { IN_PROGRESS_COOKIE } from '../../domain/journey/prerendered-page';
import { keepInProgressFlag } from './in-progress-flag';
import { memoryStore } from '../../../tests/support/memory-store';

const brand = { amount: { min: 300, max: 5000, step: 100, default: 300 }, period: { min: 61, max: 90, step: 1, default: 70, scale: 'days' as const } };

describe('the in-progress cookie follows the stored application', () => {
  it('is cleared for a newcomer, set with the first answer, written once per change, cleared when the answers go', () => {
    const written: string[] = [];
    const application = memoryStore<ApplicationState>(createApplicationState(createLead({ amount: 300, period: 70 })));
    keepInProgressFlag(application, brand, false, (cookie) => written.push(cookie));
    expect(written).toEqual([expect.stringMatching(new RegExp(`^${IN_PROGRESS_COOKIE}=; .*max-age=0`))]);

    application.setState((state) => ({ ...state, data: { ...state.data, contactDetails: { email: 'a@b.es' } } }));
    application.setState((state) => ({ ...state, data: { ...state.data, contactDetails: { email: 'ana@b.es' } } }));
    expect(written).toHaveLength(2);
    expect(written[1]).toMatch(new RegExp(`^${IN_PROGRESS_COOKIE}=1; path=/.*; max-age=2592000`));

    application.setState(createApplicationState(createLead({ amount: 300, period: 70 })));
    expect(written[2]).toMatch(/max-age=0/);
  });

  it("in a partner's frame: a partitioned cross-site cookie, and the flag in the frame's own storage too (Safari refuses the cookie)", () => {
    const cookies: string[] = [];
    const flags: boolean[] = [];
    const application = memoryStore<ApplicationState>(createApplicationState(createLead({ amount: 300, period: 70 })));
    keepInProgressFlag(application, brand, true, (cookie) => cookies.push(cookie), (flag) => flags.push(flag));
    application.setState((state) => ({ ...state, data: { ...state.data, contactDetails: { email: 'ana@b.es' } } }));
    expect(cookies[1]).toMatch(/SameSite=None; Secure; Partitioned$/);
    expect(flags).toEqual([false, true]);
  });
});
