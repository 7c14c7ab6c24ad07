import { describe, expect, it, vi } from 'vitest';
import { followConsent, type Running } from './follow-consent';

const vendor = () => ({ stop: vi.fn<() => void>(), resume: vi.fn<() => void>() }) satisfies Running;

describe('a vendor follows its consent category', () => {
  it('starts once, stops at a withdrawal and resumes at a later grant', async () => {
    const running = vendor();
    const start = vi.fn(async () => running);
    const follower = followConsent(start);
    await follower.grant();
    await follower.withdraw();
    expect(running.stop).toHaveBeenCalledTimes(1);
    await follower.grant();
    expect(start).toHaveBeenCalledTimes(1);
    expect(running.resume).toHaveBeenCalledTimes(1);
  });

  it('stops a vendor withdrawn while it was still starting, as soon as it is there', async () => {
    const running = vendor();
    let arrive: (value: typeof running) => void = () => undefined;
    const start = vi.fn(() => new Promise<typeof running>((resolve) => (arrive = resolve)));
    const follower = followConsent(start);
    void follower.grant();
    const withdrawn = follower.withdraw();
    await vi.waitFor(() => expect(start).toHaveBeenCalled());
    expect(running.stop).not.toHaveBeenCalled();
    arrive(running);
    await withdrawn;
    expect(running.stop).toHaveBeenCalledTimes(1);
  });

  it('tries again at a later grant when the start did not happen, and a withdrawal before any start does nothing', async () => {
    const start = vi.fn(async () => null);
    const follower = followConsent(start);
    await follower.withdraw();
    await follower.grant();
    await follower.grant();
    expect(start).toHaveBeenCalledTimes(2);
  });
});
