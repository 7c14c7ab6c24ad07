import { describe, expect, it, vi } from 'vitest';
import { retryingImport } from './retrying-import';

const noWait = () => Promise.resolve();

describe('a lazy chunk that failed to download is asked for again', () => {
  it('a download that fails once and then arrives gives the module', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('module');
    await expect(retryingImport(load, [500, 2000], noWait)()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits the delays between attempts, and gives the last failure after them', async () => {
    const waited: number[] = [];
    const load = vi.fn().mockRejectedValue(new TypeError('offline'));
    await expect(retryingImport(load, [500, 2000], async (ms) => void waited.push(ms))()).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(3);
    expect(waited).toEqual([500, 2000]);
  });

  it('a module that arrives at once is not asked for again', async () => {
    const load = vi.fn().mockResolvedValue('module');
    await retryingImport(load, [500], noWait)();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
