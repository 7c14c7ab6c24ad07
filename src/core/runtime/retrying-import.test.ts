import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_RETRY_DELAYS_MS, RETRY_DELAY_CAP_MS, backoffDelay, isChunkLoadError, retryingImport, waitThenOnline } from './retrying-import';

const noWait = () => Promise.resolve();
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a lazy chunk that failed to download is asked for again, with backoff', () => {
  it('a download that fails once and then arrives gives the module', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('module');
    await expect(retryingImport(load, IMPORT_RETRY_DELAYS_MS, noWait)()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits the backoff between attempts (1, 2, 4 s), and gives the last failure after them', async () => {
    const waited: number[] = [];
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'));
    await expect(retryingImport(load, IMPORT_RETRY_DELAYS_MS, async (ms) => void waited.push(ms))()).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(IMPORT_RETRY_DELAYS_MS.length + 1);
    expect(waited).toEqual([1000, 2000, 4000]);
  });

  it('beyond the first tries, the wait doubles up to RETRY_DELAY_CAP_MS and stays there, however long the applicant waits', () => {
    expect(IMPORT_RETRY_DELAYS_MS.map((_, failures) => backoffDelay(failures))).toEqual([...IMPORT_RETRY_DELAYS_MS]);
    expect([3, 4, 5, 6, 50].map(backoffDelay)).toEqual([8000, 16_000, RETRY_DELAY_CAP_MS, RETRY_DELAY_CAP_MS, RETRY_DELAY_CAP_MS]);
  });

  it("a module's own error (a bug, not the network) is not asked for again", async () => {
    const load = vi.fn().mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'x')"));
    await expect(retryingImport(load, IMPORT_RETRY_DELAYS_MS, noWait)()).rejects.toThrow('Cannot read');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a module that arrives at once is not asked for again', async () => {
    const load = vi.fn().mockResolvedValue('module');
    await retryingImport(load, [500], noWait)();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offline, the next try waits for the connection to come back', async () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('window', target);
    let done = false;
    void waitThenOnline(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(done).toBe(false);
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});

describe('a chunk that did not download is told apart from a failure of the page', () => {
  it("recognises each engine's words, and Vite's for a stylesheet", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x.test/assets/a.js',
      'error loading dynamically imported module: https://x.test/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('also when what caught it wrapped it: the failed download is the cause', () => {
    const lost = new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/a.js');
    expect(isChunkLoadError(new Error('There was an error when loading the route', { cause: lost }))).toBe(true);
    expect(isChunkLoadError(new Error('There was an error when loading the route', { cause: new Error('a bug') }))).toBe(false);
  });
});
