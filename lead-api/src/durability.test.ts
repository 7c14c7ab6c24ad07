import { readdir, readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { call, makeApi, makeDataDir, removeDataDir } from './test-helpers';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

describe('leads survive a restart (DESIGN.md §6)', () => {
  it('keeps every answered lead when the server is re-created on the same data directory', async () => {
    const first = await makeApi(dataDir);
    const created = await call(first, ENDPOINTS.leadCreateV3, { body: { contactDetails: { email: 'accepted@example.com' }, amount: 500 } });
    const id = String(created.json.id);
    await call(first, ENDPOINTS.leadUpdateV3, { body: { id, personalDetails: { firstName: 'Lucía' } } });
    await first.close();

    const second = await makeApi(dataDir);
    const leads = await call(second, ENDPOINTS.testLeads);
    expect(leads.json.count).toBe(1);
    const resumed = await call(second, ENDPOINTS.continueLead, { params: { id } });
    expect(resumed.status).toBe(200);
    expect(resumed.json.lead).toMatchObject({ amount: 500, personalDetails: { firstName: 'Lucía' }, contactDetails: { email: 'accepted@example.com' } });
    const updated = await call(second, ENDPOINTS.leadUpdateV3, { body: { id, personalDetails: { lastName: 'García' } } });
    expect(updated.status).toBe(200);
    expect(second.leads.get(id)?.lead.personalDetails).toEqual({ firstName: 'Lucía', lastName: 'García' });
  });

  it('writes the data file atomically: valid JSON and no temporary file left behind', async () => {
    const api = await makeApi(dataDir);
    await Promise.all(
      Array.from({ length: 5 }, (_, index) => call(api, ENDPOINTS.leadCreateV3, { body: { contactDetails: { email: `accepted+${index}@example.com` } } })),
    );
    await api.close();
    const files = await readdir(dataDir);
    expect(files).toEqual(['leads.json']);
    const data = JSON.parse(await readFile(api.leads.file, 'utf8')) as { leads: unknown[] };
    expect(data.leads).toHaveLength(5);
  });
});
