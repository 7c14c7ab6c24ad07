import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/api/contract';
import { createLeadApi } from './app';
import { makeDataDir, removeDataDir } from './test-helpers';

/**
 * `npm run backup` while the server takes a burst of creates, then `npm run restore` into a stopped
 * server's directory, as lead-api/README.md ("Backup and restore") says to do it.
 */
let root: string;
beforeEach(async () => {
  root = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(root);
});

/** `npm run --silent <script> -- <file>` with DATA_DIR; its exit code and what it printed. */
function npmRun(script: 'backup' | 'restore', file: string, dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', file], { env: { ...process.env, DATA_DIR: dataDir } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function serveOn(dataDir: string) {
  const api = await createLeadApi({ dataDir, apiBase: '/api', rateLimits: false });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { api, origin, stop: async () => (await new Promise<void>((resolve) => server.close(() => resolve())), await api.close()) };
}

describe('npm run backup and npm run restore', () => {
  it('a backup taken during a burst of creates restores every lead acknowledged before it began; a restore waits for the server to stop', { timeout: 90_000 }, async () => {
    const live = join(root, 'live');
    const server = await serveOn(live);
    const acknowledged = new Map<number, string>();
    let next = 0;
    let bursting = true;
    const writer = async () => {
      while (bursting) {
        const n = next++;
        const answer = await fetch(`${server.origin}/api/v3/lead`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: `backup-${n}` },
          body: JSON.stringify({ productId: 'SOLCREDITO', amount: 500, contactDetails: { email: `accepted+${n}@example.com` } }),
        });
        expect(answer.status).toBe(201);
        acknowledged.set(n, ((await answer.json()) as { id: string }).id);
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await expect.poll(() => acknowledged.size, { timeout: 20_000 }).toBeGreaterThanOrEqual(40);

    const before = new Set(acknowledged.values());
    const file = join(root, 'leads-backup.db');
    const backup = await npmRun('backup', file, live);
    const during = acknowledged.size;
    const refused = await npmRun('restore', file, live);
    bursting = false;
    await Promise.all(writers);
    await server.stop();

    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(new RegExp(`^lead-api backup: \\d+ leads in ${file} \\(\\d+ KB\\), consistent as of `));
    expect(acknowledged.size, 'the burst went on while the backup was taken').toBeGreaterThan(before.size);
    expect(during).toBeGreaterThan(before.size);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The restore started while the server ran: refused in one line, nothing touched.
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`^lead-api: the data directory ${live} is in use by the lead API \\(pid ${process.pid} .*\\(a restore needs the server stopped\\)$`))]);

    const restoredDir = join(root, 'restored');
    const restore = await npmRun('restore', file, restoredDir);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/^lead-api restore: \d+ leads from /);
    const restored = await serveOn(restoredDir);
    const ids = new Set(restored.api.leads.list().map((lead) => lead.id));
    for (const id of before) expect(ids.has(id), id).toBe(true);
    const all = new Set(acknowledged.values());
    for (const id of ids) expect(all.has(id), `${id} was acknowledged`).toBe(true);
    await restored.stop();
    expect(readdirSync(restoredDir).sort()).toEqual(['lead-api.lock', 'leads.db']);
  });
});
