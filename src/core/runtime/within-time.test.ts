import { afterEach, describe, expect, it, vi } from 'vitest';
import { withinTime } from './within-time';

afterEach(() => vi.useRealTimers());

describe('withinTime: no unbounded wait between a press and its request', () => {
  it('answers what the promise answers when it settles in time', async () => {
    await expect(withinTime(Promise.resolve('rules'), 1000, 'lengths')).resolves.toBe('rules');
    await expect(withinTime(Promise.reject(new Error('gone')), 1000, 'lengths')).rejects.toThrow('gone');
  });

  it('answers the fallback once the time has passed, for a promise that never settles', async () => {
    vi.useFakeTimers();
    let answer: string | undefined;
    void withinTime(new Promise<string>(() => undefined), 2000, 'lengths').then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(1999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe('lengths');
  });
});
