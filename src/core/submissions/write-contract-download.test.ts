import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as WriteContractModule from './write-contract';
import { registerMutationDefaults, WRITE_CONTRACT_WAIT_MS } from './mutation-defaults';
import { createOutbox } from './outbox';
import { startSubmission } from './start-submission';
import { fakeServer, memoryStore, testClient, testQueryClient } from '../../../tests/support/submissions';

/** The code that sends a write is a chunk of its own: its download, on a lossy link, fails or stalls. */
const download = vi.hoisted(() => ({ failures: [] as Array<'fails' | 'stalls'> }));
vi.mock('./write-contract', async (importOriginal) => {
  const original = await importOriginal<typeof WriteContractModule>();
  return {
    ...original,
    loadWriteContract: () => {
      const next = download.failures.shift();
      if (next === 'fails') return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      if (next === 'stalls') return new Promise(() => undefined);
      return original.loadWriteContract();
    },
  };
});

afterEach(() => {
  download.failures = [];
  vi.useRealTimers();
});

function setup() {
  const server = fakeServer();
  const outbox = createOutbox({ store: memoryStore() });
  const queryClient = testQueryClient();
  queryClient.mount();
  registerMutationDefaults(queryClient, testClient(server.fetch), { outbox, retryDelay: () => 1 });
  return { server, outbox, queryClient };
}

describe("a write whose sending code does not download is the network's failure: retried, never given up", () => {
  it('a failed download is retried and the write is sent once', async () => {
    download.failures = ['fails', 'fails'];
    const { server, outbox, queryClient } = setup();
    await outbox.record('leadCreateV3', { idempotencyKey: 'k', body: { amount: 300 } });
    await startSubmission(queryClient, 'leadCreateV3', { idempotencyKey: 'k', body: { amount: 300 } });
    expect(server.requests.map((request) => request.idempotencyKey)).toEqual(['k']);
    expect((await outbox.entries()).map((entry) => entry.status)).toEqual(['sent']);
  });

  it(`a stalled download is given up after WRITE_CONTRACT_WAIT_MS and tried again`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    download.failures = ['stalls'];
    const { server, queryClient } = setup();
    const sent = startSubmission(queryClient, 'leadCreateV3', { idempotencyKey: 'k', body: { amount: 300 } });
    await vi.advanceTimersByTimeAsync(WRITE_CONTRACT_WAIT_MS - 1);
    expect(server.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2);
    await sent;
    expect(server.requests.map((request) => request.idempotencyKey)).toEqual(['k']);
  });
});
