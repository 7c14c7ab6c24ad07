import { execFileSync } from 'node:child_process';
import { closeSync, copyFileSync, mkdirSync, openSync, readdirSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { DataDirectoryInUseError } from './data-lock';
import { DATABASE_FILE } from './lead-store';
import { createMemoryLog } from './log';
import { DAY_MS, DEFAULT_LEAD_RETENTION_MS, retentionFromEnv } from './retention';
import { FIXED_NOW, call, completeLead, makeApi, makeDataDir, removeDataDir } from './test-helpers';

/**
 * The store tells the truth and keeps to itself: health fails when a write would, and when
 * the data file is no longer the one on disk; the files are the server's user's alone; one process per
 * directory; leads are kept for the retention period, no longer.
 */
let dataDir: string;
/** What a test leaves to undo, last first, even when it failed or ran out of time: a server to close, a disk to unmount. */
const undo: (() => Promise<void> | void)[] = [];
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
  await removeDataDir(dataDir);
});

const createLead = (api: Awaited<ReturnType<typeof makeApi>>, email = 'accepted@example.com') => call(api, ENDPOINTS.leadCreateV3, { body: completeLead(email) });
const health = async (api: Awaited<ReturnType<typeof makeApi>>) => (await api.app.request('/api/health')).status;

/** A 2 MB disk of its own (tmpfs), where this machine lets the test mount one (root, or CAP_SYS_ADMIN). */
function smallDisk(): { dir: string; fill(): void; free(): void } | undefined {
  const dir = join(dataDir, 'disk');
  mkdirSync(dir);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m,mode=0700', 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  undo.push(() => void execFileSync('umount', ['--lazy', dir]));
  const filler = join(dir, 'filler');
  return {
    dir: join(dir, 'data'),
    fill() {
      const fd = openSync(filler, 'w');
      const block = Buffer.alloc(16 * 1024);
      try {
        for (;;) writeSync(fd, block);
      } catch {
        // ENOSPC: the disk is full.
      } finally {
        closeSync(fd);
      }
    },
    free: () => rmSync(filler, { force: true }),
  };
}
const canMount = (() => {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('GET /api/health tells the truth', () => {
  // Without a tmpfs (not root), operability.test.ts's read-only data file is what shows health failing with the writes.
  it.runIf(canMount)('answers 503 on a full disk, where every write is refused and none acknowledged; 200 again once there is room', { timeout: 15_000 }, async () => {
    const disk = smallDisk();
    if (!disk) throw new Error('tmpfs could not be mounted');
    const api = await makeApi(disk.dir);
    undo.push(() => api.close());
    expect((await createLead(api)).status).toBe(201);
    expect(await health(api)).toBe(200);
    disk.fill();
    expect(await health(api)).toBe(503);
    const refused = await createLead(api, 'accepted+full@example.com');
    expect(refused).toMatchObject({ status: 503, json: { code: 'unavailable' } });
    expect(refused.headers.get('Retry-After')).toBe('1');
    disk.free();
    expect(await health(api)).toBe(200);
    expect((await createLead(api, 'accepted+room@example.com')).status).toBe(201);
  });

  it('answers 503 once the data file is deleted or replaced under it, and acknowledges no write a restart would lose', { timeout: 15_000 }, async () => {
    const log = createMemoryLog();
    const api = await makeApi(dataDir, { log });
    const kept = String((await createLead(api)).json.id);
    const file = join(dataDir, DATABASE_FILE);
    copyFileSync(file, join(dataDir, 'copy.db'));
    rmSync(file);
    expect(await health(api)).toBe(503);
    expect(log.entries().at(-1)).toMatchObject({ event: 'not ready', reason: expect.stringContaining('was deleted while the server ran') });
    expect(await createLead(api, 'accepted+lost@example.com')).toMatchObject({ status: 503, json: { code: 'unavailable' } });
    expect(log.entries().at(-1)).toMatchObject({ event: 'write refused', status: 503, reason: expect.stringContaining('was deleted') });

    // Liveness says only that the server answers: the pages' probe, never failing with the store.
    const live = await api.app.request('/api/live');
    expect(live.status).toBe(204);
    expect(live.headers.get('Cache-Control')).toBe('no-store');

    // A copy put back in its place (a restore while it runs) is another file: still refused until a restart.
    copyFileSync(join(dataDir, 'copy.db'), file);
    expect(await health(api)).toBe(503);
    expect((await createLead(api, 'accepted+replaced@example.com')).status).toBe(503);
    await api.close();

    const restarted = await makeApi(dataDir);
    expect(await health(restarted)).toBe(200);
    expect(restarted.leads.list().map((lead) => lead.id)).toEqual([kept]);
    await restarted.close();
  });
});

describe('the data files are the server user\'s alone', () => {
  it('creates the data directory 0700 and every file in it 0600', async () => {
    const fresh = join(dataDir, 'fresh', 'data');
    const api = await makeApi(fresh);
    await createLead(api);
    const files = readdirSync(fresh);
    expect(files).toEqual(expect.arrayContaining([DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, 'lead-api.lock', 'lead-api.lock.json']));
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'fresh')).mode & 0o777, 'a parent it made is any directory').not.toBe(0o700);
    for (const name of files) expect(statSync(join(fresh, name)).mode & 0o777, name).toBe(0o600);
    await api.close();
  });

  it('lets one server at a time use a data directory, this process included, and the next once the first has closed', async () => {
    const first = await makeApi(dataDir);
    await expect(makeApi(dataDir)).rejects.toThrow(DataDirectoryInUseError);
    await expect(makeApi(dataDir)).rejects.toThrow(`is in use by the lead API (pid ${process.pid} on `);
    await first.close();
    const next = await makeApi(dataDir);
    await next.close();
  });
});

describe('leads are kept for the retention period, then deleted', () => {
  it('is by default the application\'s expiry (a day) plus a week, and LEAD_API_RETENTION_DAYS sets it', () => {
    expect(DEFAULT_LEAD_RETENTION_MS).toBe(8 * DAY_MS);
    expect(retentionFromEnv(undefined)).toEqual({ ms: 8 * DAY_MS });
    expect(retentionFromEnv(undefined, 2 * DAY_MS)).toEqual({ ms: 9 * DAY_MS });
    expect(retentionFromEnv('30')).toEqual({ ms: 30 * DAY_MS });
    expect(retentionFromEnv('0.5')).toEqual({ ms: DAY_MS / 2 });
    for (const wrong of ['0', '-1', 'a week']) expect(retentionFromEnv(wrong)).toEqual({ problem: `LEAD_API_RETENTION_DAYS: "${wrong}" is not a positive number of days` });
  });

  it('deletes a lead not written to for the retention period, keeps one written to since, and the deletion outlives a restart', async () => {
    let now = FIXED_NOW;
    const api = await makeApi(dataDir, { now: () => now });
    const old = String((await createLead(api, 'accepted+old@example.com')).json.id);
    now += 5 * DAY_MS;
    const recent = String((await createLead(api, 'accepted+recent@example.com')).json.id);
    now = FIXED_NOW + DEFAULT_LEAD_RETENTION_MS - 1;
    expect(await api.sweepRetention()).toBe(0);
    now += 2;
    expect(await api.sweepRetention()).toBe(1);
    expect((await call(api, ENDPOINTS.continueLead, { params: { id: old } })).status).toBe(404);
    expect((await call(api, ENDPOINTS.continueLead, { params: { id: recent } })).status).toBe(200);
    await api.close();
    const restarted = await makeApi(dataDir, { now: () => now });
    expect(restarted.leads.list().map((lead) => lead.id)).toEqual([recent]);
    await restarted.close();
  });
});
