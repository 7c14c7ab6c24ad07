import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { StorageUnavailableError } from './lead-store';
import { call, completeLead, makeApi, makeDataDir, removeDataDir } from './test-helpers';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

type Api = Awaited<ReturnType<typeof makeApi>>;
const leadsOf = async (api: Api) => (await call(api, ENDPOINTS.testLeads)).json as { count: number; leads: { id: string; state: number; lead: Record<string, unknown> }[] };

describe('leads survive a restart (DESIGN.md §6)', () => {
  it('keeps every answered lead when the server is re-created on the same data directory', async () => {
    const first = await makeApi(dataDir);
    const created = await call(first, ENDPOINTS.leadCreateV3, { body: { contactDetails: { email: 'accepted@example.com' }, amount: 500 } });
    const id = String(created.json.id);
    await call(first, ENDPOINTS.leadUpdateV3, { body: { id, personalDetails: { firstName: 'Lucía' } } });
    await first.close();

    const second = await makeApi(dataDir);
    expect((await leadsOf(second)).count).toBe(1);
    const resumed = await call(second, ENDPOINTS.continueLead, { params: { id } });
    expect(resumed.status).toBe(200);
    expect(resumed.json.lead).toMatchObject({ amount: 500, personalDetails: { firstName: 'Lucía' }, contactDetails: { email: 'accepted@example.com' } });
    const updated = await call(second, ENDPOINTS.leadUpdateV3, { body: { id, personalDetails: { lastName: 'García' } } });
    expect(updated.status).toBe(200);
    expect(second.leads.get(id)?.lead.personalDetails).toEqual({ firstName: 'Lucía', lastName: 'García' });
    await second.close();
  });

  it('leaves only the database file and its lock file after close: no temporary, -wal or -shm file', async () => {
    const api = await makeApi(dataDir);
    await Promise.all(
      Array.from({ length: 5 }, (_, index) => call(api, ENDPOINTS.leadCreateV3, { body: { contactDetails: { email: `accepted+${index}@example.com` } } })),
    );
    await api.close();
    expect((await readdir(dataDir)).sort()).toEqual(['lead-api.lock', 'leads.db']);
    const reopened = await makeApi(dataDir);
    expect((await leadsOf(reopened)).count).toBe(5);
    await reopened.close();
  });

  it('removes the temporary files the JSON-file writer left behind after a crash', async () => {
    await writeFile(join(dataDir, 'leads.json.4242.7.tmp'), '{"version":1,"lea');
    const api = await makeApi(dataDir);
    await api.close();
    expect((await readdir(dataDir)).sort()).toEqual(['lead-api.lock', 'leads.db']);
  });

  it('imports an existing leads.json once and keeps it as leads.json.imported', async () => {
    const lead = { id: 'old-1', state: 6, flow: 'v3', brand: 'es', statusPolls: 1, steps: {}, createdAt: '2026-02-28T00:00:00.000Z', updatedAt: '2026-02-28T00:00:00.000Z', lead: { id: 'old-1', amount: 700, contactDetails: { email: 'accepted@example.com' } } };
    const idempotency = [{ key: 'old-key', fingerprint: 'f', status: 201, body: '{"id":"old-1","state":6}', contentType: 'application/json', createdAt: Date.parse('2026-03-01T09:00:00Z') }];
    await writeFile(join(dataDir, 'leads.json'), JSON.stringify({ version: 1, leads: [lead], idempotency, attempts: { 'fail:k': 1 }, unsubscribed: ['ana@example.com'] }));
    const api = await makeApi(dataDir);
    expect((await leadsOf(api)).leads.map((stored) => stored.id)).toEqual(['old-1']);
    expect(api.leads.getIdempotency('old-key')?.body).toBe('{"id":"old-1","state":6}');
    expect(api.leads.isUnsubscribed('ana@example.com')).toBe(true);
    await api.close();
    expect((await readdir(dataDir)).sort()).toEqual(['lead-api.lock', 'leads.db', 'leads.json.imported']);
    const again = await makeApi(dataDir);
    expect((await leadsOf(again)).count).toBe(1);
    await again.close();
  });

  it('names a truncated leads.json in a clear error at start', async () => {
    await writeFile(join(dataDir, 'leads.json'), '{"version":1,"leads":[{"id":"a');
    await expect(makeApi(dataDir)).rejects.toThrow(`the data file ${join(dataDir, 'leads.json')} cannot be read`);
  });

  it('names a corrupt leads.db in a clear error at start', async () => {
    await writeFile(join(dataDir, 'leads.db'), 'not a database '.repeat(400));
    await expect(makeApi(dataDir)).rejects.toThrow(`the data file ${join(dataDir, 'leads.db')} cannot be read`);
  });
});

describe('a write the disk refuses is not acknowledged', () => {
  it('answers 503 unavailable, keeps nothing, and the retry with the same key creates exactly one lead once the disk is back', async () => {
    const api = await makeApi(dataDir);
    const body = completeLead('accepted@example.com');
    api.leads.execForTest('PRAGMA query_only = ON'); // every write now fails inside SQLite, as on a full or read-only disk
    const refused = await call(api, ENDPOINTS.leadCreateV3, { body, key: 'disk-1' });
    expect(refused.status).toBe(503);
    expect(refused.json).toMatchObject({ code: 'unavailable' });
    expect((await leadsOf(api)).count).toBe(0);

    api.leads.execForTest('PRAGMA query_only = OFF');
    const retried = await call(api, ENDPOINTS.leadCreateV3, { body, key: 'disk-1' });
    expect(retried.status).toBe(201);
    expect((await call(api, ENDPOINTS.leadCreateV3, { body, key: 'disk-1' })).text).toBe(retried.text);
    expect((await leadsOf(api)).count).toBe(1);
    await api.close();
    const restarted = await makeApi(dataDir);
    expect((await leadsOf(restarted)).count).toBe(1);
    await restarted.close();
  });

  it('leaves an update unapplied, in memory too, when the disk refuses it', async () => {
    const api = await makeApi(dataDir);
    const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: { contactDetails: { email: 'accepted@example.com' } } })).json.id);
    api.leads.execForTest('PRAGMA query_only = ON');
    const refused = await call(api, ENDPOINTS.leadUpdateV3, { body: { id, amount: 900 } });
    expect(refused.status).toBe(503);
    expect(api.leads.get(id)?.lead.amount).toBeUndefined();
    await api.close();
  });

  it('creates one lead when the answer was lost after the lead was stored (its idempotency record refused)', async () => {
    const api = await makeApi(dataDir);
    const body = completeLead('accepted@example.com');
    vi.spyOn(api.leads, 'saveIdempotency').mockRejectedValueOnce(new StorageUnavailableError(new Error('disk full')));
    const lost = await call(api, ENDPOINTS.leadCreateV3, { body, key: 'lost-1' });
    expect(lost.status).toBe(503);
    const retried = await call(api, ENDPOINTS.leadCreateV3, { body, key: 'lost-1' });
    expect(retried.status).toBe(201);
    const { count, leads } = await leadsOf(api);
    expect(count).toBe(1);
    expect(retried.json.id).toBe(leads[0]?.id);
    const other = await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('rejected@example.com'), key: 'lost-1' });
    expect(other.json.code).toBe('idempotency_key_reused');
    await api.close();
  });
});

describe('status polls write nothing', () => {
  it('answers pending polls while the disk refuses writes, and stores only the decision', async () => {
    const api = await makeApi(dataDir, { pendingPolls: 2 });
    const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('accepted@example.com') })).json.id);
    api.leads.execForTest('PRAGMA query_only = ON');
    for (let poll = 0; poll < 2; poll += 1) expect((await call(api, ENDPOINTS.leadStatus, { params: { id } })).json).toMatchObject({ status: 'pending', state: 6 });
    expect((await call(api, ENDPOINTS.leadStatus, { params: { id } })).status).toBe(503);
    api.leads.execForTest('PRAGMA query_only = OFF');
    expect((await call(api, ENDPOINTS.leadStatus, { params: { id } })).json).toMatchObject({ status: 'accepted', state: 10 });
    await api.close();
    const restarted = await makeApi(dataDir);
    expect(restarted.leads.get(id)?.state).toBe(10);
    await restarted.close();
  });
});
