import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { call, completeLead, makeApi, makeDataDir, removeDataDir } from './test-helpers';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

const leadCount = async (api: Awaited<ReturnType<typeof makeApi>>) => (await call(api, ENDPOINTS.testLeads)).json.count;

describe('Idempotency-Key on lead writes (DESIGN.md §5)', () => {
  it('answers a repeated key with the same body with the first answer, verbatim, and keeps one lead', async () => {
    const api = await makeApi(dataDir);
    const body = completeLead('accepted@example.com');
    const first = await call(api, ENDPOINTS.leadCreateV3, { body, key: 'key-1' });
    const second = await call(api, ENDPOINTS.leadCreateV3, { body, key: 'key-1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(first.status);
    expect(second.text).toBe(first.text);
    expect(await leadCount(api)).toBe(1);
  });

  it('answers 422 idempotency_key_reused when the key comes back with another body', async () => {
    const api = await makeApi(dataDir);
    await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('accepted@example.com'), key: 'key-2' });
    const reused = await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('rejected@example.com'), key: 'key-2' });
    expect(reused.status).toBe(422);
    expect(reused.json.code).toBe('idempotency_key_reused');
    expect(await leadCount(api)).toBe(1);
  });

  it('answers 409 to a concurrent duplicate while the first request is still in progress', async () => {
    const api = await makeApi(dataDir, { slowMs: 200 });
    const body = completeLead('slow@example.com');
    const answers = await Promise.all([
      call(api, ENDPOINTS.leadCreateV3, { body, key: 'key-3' }),
      call(api, ENDPOINTS.leadCreateV3, { body, key: 'key-3' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.json.code).toBe('idempotency_in_progress');
    expect(await leadCount(api)).toBe(1);
  });

  it('does not keep a 503, so the retry after a failed attempt is processed anew', async () => {
    const api = await makeApi(dataDir);
    const body = completeLead('fail2@example.com');
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await call(api, ENDPOINTS.leadCreateV3, { body, key: 'key-4' })).status);
    expect(statuses).toEqual([503, 503, 201]);
    const replay = await call(api, ENDPOINTS.leadCreateV3, { body, key: 'key-4' });
    expect(replay.status).toBe(201);
    expect(await leadCount(api)).toBe(1);
  });

  it('replays a kept answer after a restart on the same data directory', async () => {
    const first = await makeApi(dataDir);
    const body = completeLead('accepted@example.com');
    const original = await call(first, ENDPOINTS.leadCreateV3, { body, key: 'key-5' });
    await first.close();
    const restarted = await makeApi(dataDir);
    const replay = await call(restarted, ENDPOINTS.leadCreateV3, { body, key: 'key-5' });
    expect(replay.text).toBe(original.text);
    expect(await leadCount(restarted)).toBe(1);
  });

  it('applies to after-offer writes too', async () => {
    const api = await makeApi(dataDir, { pendingPolls: 0 });
    const id = String((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('sms@example.com') })).json.id);
    await call(api, ENDPOINTS.leadStatus, { params: { id } });
    const first = await call(api, ENDPOINTS.mobileVerify, { body: { leadId: id, code: '0000' }, key: 'verify-1' });
    const again = await call(api, ENDPOINTS.mobileVerify, { body: { leadId: id, code: '0000' }, key: 'verify-1' });
    expect(again.text).toBe(first.text);
  });
});
