// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOUR_MS } from '../../src/domain/time';
import { HARNESS_CLOCK, startTestApp, type TestApp } from '../support/app-harness';

/**
 * The outbox (DESIGN.md §9) holds a write until the server answers it. Two things outlive the build
 * that wrote it: the deployment's application expiry decides how long a write is worth sending, and a
 * write stored by an older build is sent once, or dropped once, never again at every start.
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  vi.useRealTimers();
});

const affiliateEvent = (key: string, createdAt: number, variables: Record<string, unknown>) => ({
  name: 'affiliateEvent',
  idempotencyKey: key,
  createdAt,
  status: 'pending',
  variables,
});
const eventBody = { event: 'lead', sessionId: 'a3f1c2d4-0b1e-4c5f-9a8b-7c6d5e4f3a2b', attribute: 'partner-net' };

async function startWithOutbox(entries: unknown[], options: Parameters<typeof startTestApp>[0] = {}) {
  vi.useFakeTimers(HARNESS_CLOCK);
  app = await startTestApp(options);
  await app.store({ storageVersion: '1', submissionOutbox: JSON.stringify(entries) });
  return app;
}

const statusOf = async (key: string) =>
  ((await app!.stored('submissionOutbox')) as Array<{ idempotencyKey: string; status: string }>).find((entry) => entry.idempotencyKey === key)?.status;

describe('the outbox keeps a write as long as the deployment keeps its application', () => {
  it('a write queued 30 h ago is sent again when applications live 48 h', async () => {
    const queued = Date.now() - 30 * HOUR_MS;
    await startWithOutbox([affiliateEvent('queued-30h', queued, { idempotencyKey: 'queued-30h', body: eventBody })], {
      config: (config) => ({ ...config, applicationExpirationMs: 48 * HOUR_MS }),
    });
    await app!.open('/initial-details');
    await waitFor(() => expect(app!.writes('/affiliate/event').map((call) => call.idempotencyKey)).toEqual(['queued-30h']));
    await waitFor(async () => expect(await statusOf('queued-30h')).toBe('sent'));
  });

  it('the same write is past its application with the default day, and is not sent', async () => {
    await startWithOutbox([affiliateEvent('queued-30h', Date.now() - 30 * HOUR_MS, { idempotencyKey: 'queued-30h', body: eventBody })]);
    await app!.open('/initial-details');
    await waitFor(async () => expect(await statusOf('queued-30h')).toBeUndefined());
    expect(app!.writes('/affiliate/event')).toHaveLength(0);
  });
});

describe('a write an older build stored is sent once or dropped once, never at every start', () => {
  it('one stored in an older shape (its key only on the entry) is sent under the entry\'s key; refused 400, it is not sent again', async () => {
    // An older build kept the key beside the variables, and a body this version's server refuses.
    await startWithOutbox([affiliateEvent('older-shape', Date.now() - HOUR_MS, { key: 'older-shape', body: { event: 'lead' } })]);
    await app!.open('/initial-details');
    await waitFor(async () => expect(await statusOf('older-shape')).toBe('rejected'));
    expect(app!.writes('/affiliate/event').map((call) => call.idempotencyKey)).toEqual(['older-shape']);
    await app!.reload();
    await app!.reload();
    expect(app!.writes('/affiliate/event')).toHaveLength(1);
  });

  it('one whose write this version does not know is dropped without a request', async () => {
    await startWithOutbox([{ ...affiliateEvent('renamed-write', Date.now() - HOUR_MS, { idempotencyKey: 'renamed-write', body: eventBody }), name: 'affiliateEventV0' }]);
    await app!.open('/initial-details');
    await waitFor(async () => expect(await statusOf('renamed-write')).toBe('rejected'));
    await app!.reload();
    expect(app!.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});
