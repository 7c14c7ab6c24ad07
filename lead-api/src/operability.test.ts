import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from './lead-store';
import { makeApi, makeDataDir, removeDataDir } from './test-helpers';

/**
 * Operations: readiness, and start-up messages that name what to fix. The server runs as
 * `npm run lead-api` runs it (main.ts --api-only, in a child process).
 *
 * Root writes any file whatever its mode. As root the child runs as nobody where nobody can run this
 * checkout's Node and read its code, so a read-only file is read-only for it; in a checkout nobody
 * cannot read (a root-owned 0700 directory), the child runs as root and a read-only bind mount makes
 * a file or a directory unwritable instead.
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;
const asNobody =
  asRoot && spawnSync(process.execPath, ['-e', `require('node:fs').accessSync(${JSON.stringify(MAIN)})`], { uid: NOBODY, gid: NOBODY, stdio: 'ignore' }).status === 0;
/** A child that neither listens nor exits this long after its start has failed to start: said with its output, at once. */
const START_LIMIT_MS = 30_000;

let dataDir: string;
const children: ChildProcess[] = [];
const mounts: string[] = [];
beforeEach(async () => {
  dataDir = await makeDataDir();
  if (asNobody) chownSync(dataDir, NOBODY, NOBODY);
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of mounts.splice(0).reverse()) execFileSync('umount', ['--lazy', dir]);
  await removeDataDir(dataDir);
});

/** What the child may not write: by its mode for nobody or a user; for root, by a read-only bind mount of it (a file or a directory). */
function makeReadOnly(path: string) {
  if (asRoot && !asNobody) {
    execFileSync('mount', ['--bind', path, path], { stdio: 'ignore' });
    mounts.push(path);
    execFileSync('mount', ['-o', 'remount,bind,ro', path], { stdio: 'ignore' });
  } else chmodSync(path, path.endsWith(DATABASE_FILE) ? 0o444 : 0o555);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** What production needs to start (production-start.ts). */
const PRODUCTION = { APP_ENV: 'production', PARTNER_RETURN_SECRET: 'a-secret-of-forty-characters-0123456789', LEAD_API_SANDBOX: '1' };

/** Starts the API alone on `dir`; resolves when it listens (with its origin) or exits (with its code), with everything it printed. */
async function start(dir: string, env: Record<string, string | undefined> = {}): Promise<{ child: ChildProcess; origin?: string; exitCode?: number | null; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--api-only'], {
    env: Object.fromEntries(Object.entries({ ...process.env, PORT: String(port), DATA_DIR: dir, ...PRODUCTION, ...env }).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(asNobody ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  children.push(child);
  let output = '';
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Lead API (production) at')) resolve({ child, origin: `http://127.0.0.1:${port}`, output: () => output });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (exitCode) => resolve({ child, exitCode, output: () => output }));
    setTimeout(() => resolve({ child, output: () => `${output}\n(neither listening nor gone after ${START_LIMIT_MS} ms)` }), START_LIMIT_MS).unref();
  });
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe('GET /api/health', () => {
  it('answers 200 while the store takes writes', async () => {
    const api = await makeApi(dataDir);
    const answer = await api.app.request('/api/health');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
    await api.close();
  });

  it('answers 503 when the data file is read-only, and the start says so; reads are still served', { timeout: 90_000 }, async () => {
    const first = await start(dataDir);
    expect(first.origin, first.output()).toBeDefined();
    expect((await fetch(`${first.origin}/api/health`)).status).toBe(200);
    await stop(first.child);
    makeReadOnly(join(dataDir, DATABASE_FILE));

    const readOnly = await start(dataDir);
    expect(readOnly.origin, readOnly.output()).toBeDefined();
    expect(readOnly.output()).toContain(`the data file ${join(dataDir, DATABASE_FILE)} is read-only for this process`);
    const health = await fetch(`${readOnly.origin}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ code: 'unavailable' });
    expect((await fetch(`${readOnly.origin}/api/choices/country`)).status).toBe(200);
    await stop(readOnly.child);
  });
});

describe('start-up messages (an unwritable directory is not blamed on a good file)', () => {
  it('names the directory, not the file, when the data directory is not writable', { timeout: 60_000 }, async () => {
    const locked = join(dataDir, 'locked');
    mkdirSync(locked);
    // For nobody the directory stays root's (nobody cannot write it); otherwise it is made read-only.
    if (!asNobody) makeReadOnly(locked);
    const started = await start(locked);
    expect(started.exitCode).toBe(1);
    const lines = started.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^lead-api: the data directory ${locked} is not writable by this process`));
    expect(lines[0]).not.toContain('cannot be read');
    expect(lines[0]).not.toContain('move it aside');
    if (!asRoot) chmodSync(locked, 0o755);
  });

  it('names the file when it is not a database', { timeout: 60_000 }, async () => {
    writeFileSync(join(dataDir, DATABASE_FILE), 'not a database, not at all'.repeat(100));
    if (asNobody) chownSync(join(dataDir, DATABASE_FILE), NOBODY, NOBODY);
    const started = await start(dataDir);
    expect(started.exitCode).toBe(1);
    expect(started.output().trim()).toMatch(new RegExp(`^lead-api: the data file ${join(dataDir, DATABASE_FILE)} cannot be read \\(file is not a database\\)\\. Restore it`));
  });
});

describe('what stops a start, in one line', () => {
  it('production without PARTNER_RETURN_SECRET, with a short one, or without LEAD_API_SANDBOX=1; an origin list the page would refuse', { timeout: 90_000 }, async () => {
    const refused = await Promise.all(
      [
        { PARTNER_RETURN_SECRET: undefined },
        { PARTNER_RETURN_SECRET: 'short' },
        { LEAD_API_SANDBOX: undefined },
        { EMBED_ORIGINS: 'https://partner.example/embed, HTTPS://Other.example/' },
      ].map(async (env, index) => {
        const dir = join(dataDir, `refused-${index}`);
        mkdirSync(dir);
        if (asNobody) chownSync(dir, NOBODY, NOBODY);
        return start(dir, env);
      }),
    );
    for (const started of refused) {
      expect(started.exitCode, started.output()).toBe(1);
      expect(started.output().trim().split('\n'), started.output()).toHaveLength(1);
    }
    const lines = refused.map((started) => started.output().trim());
    expect(lines[0]).toMatch(/^lead-api: APP_ENV=production does not start: PARTNER_RETURN_SECRET is not set/);
    expect(lines[1]).toMatch(/^lead-api: APP_ENV=production does not start: PARTNER_RETURN_SECRET has 5 characters, fewer than 32/);
    expect(lines[2]).toMatch(/^lead-api: APP_ENV=production does not start: LEAD_API_SANDBOX=1 is not set/);
    expect(lines[3]).toBe(
      'lead-api: the configuration would break the page, so the server does not start: EMBED_ORIGINS: "https://partner.example/embed" is not an origin (scheme://host[:port], nothing after it).',
    );
  });

  it('a second server on the same data directory exits, naming the one that holds it; the first serves on', { timeout: 90_000 }, async () => {
    const first = await start(dataDir);
    expect(first.origin, first.output()).toBeDefined();
    const second = await start(dataDir);
    expect(second.exitCode, second.output()).toBe(1);
    expect(second.output().trim().split('\n')).toHaveLength(1);
    expect(second.output().trim()).toMatch(new RegExp(`^lead-api: the data directory ${dataDir} is in use by the lead API \\(pid ${first.child.pid} on `));
    expect((await fetch(`${first.origin}/api/health`)).status).toBe(200);
    await stop(first.child);
  });
});
