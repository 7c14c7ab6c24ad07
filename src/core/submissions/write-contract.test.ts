import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_RETRY_DELAYS_MS } from '../runtime/retrying-import';
import { loadWriteContract } from './write-contract';

/** The sending code's chunk, failing to download as many times as the test says, then arriving. */
const writesChunk = vi.hoisted(() => ({ failuresLeft: 0, asked: 0 }));
vi.mock('../../api/writes', async (importOriginal) => {
  writesChunk.asked += 1;
  if (writesChunk.failuresLeft > 0) {
    writesChunk.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: /assets/writes.js');
  }
  return importOriginal();
});

afterEach(() => vi.useRealTimers());

describe("the write contract's download on a lossy link", () => {
  it('a chunk that fails is asked for again after the import backoff, before the write has to fail', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    writesChunk.failuresLeft = 2;
    let loaded: unknown;
    void loadWriteContract().then((contract) => (loaded = contract));
    // Each try's download takes real time (the module is read for real): the clock moves on once it has failed.
    await vi.waitFor(() => expect(writesChunk.asked).toBe(1));
    await vi.advanceTimersByTimeAsync(IMPORT_RETRY_DELAYS_MS[0]);
    await vi.waitFor(() => expect(writesChunk.asked).toBe(2));
    await vi.advanceTimersByTimeAsync(IMPORT_RETRY_DELAYS_MS[1]);
    await vi.waitFor(() => expect(loaded).toHaveProperty('WRITE_NAMES'));
    expect(writesChunk.asked).toBe(3);
  });
});
