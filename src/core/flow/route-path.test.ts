import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEXT_SCREEN_WAIT_MS, followRoute } from './route-path';

describe('a move waits for the next screen, never longer than NEXT_SCREEN_WAIT_MS', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves the address once the next screen is ready, not before', async () => {
    let ready!: () => void;
    const go = vi.fn();
    followRoute(() => new Promise<void>((resolve) => (ready = resolve)), go);
    await vi.advanceTimersByTimeAsync(100);
    expect(go).not.toHaveBeenCalled();
    ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('moves it anyway when the next screen never arrives (a stalled download), and when it fails', async () => {
    const stalled = vi.fn();
    followRoute(() => new Promise(() => undefined), stalled);
    await vi.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS - 1);
    expect(stalled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(stalled).toHaveBeenCalledTimes(1);

    const failed = vi.fn();
    followRoute(() => Promise.reject(new Error('chunk')), failed);
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('only the latest of two moves goes', async () => {
    const first = vi.fn();
    const second = vi.fn();
    followRoute(() => new Promise((resolve) => setTimeout(resolve, 50)), first);
    followRoute(() => Promise.resolve(), second);
    await vi.advanceTimersByTimeAsync(100);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
