import { spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/api/contract';
import { makeDataDir, removeDataDir } from './test-helpers';

const SERVER = fileURLToPath(new URL('./crash-test-server.ts', import.meta.url));
const WRITERS = 8;
const ACKS_BEFORE_KILL = 120;

let dataDir: string;
const children: ChildProcess[] = [];
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await removeDataDir(dataDir);
});

/** Starts the lead API in a child process (Node with tsx, as `npm start` runs it) and answers its origin. */
async function startServer(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${output}`)));
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

const bodyFor = (n: number) => JSON.stringify({ productId: 'SOLCREDITO', amount: 500, contactDetails: { email: `accepted+${n}@example.com` } });

async function createLead(origin: string, n: number): Promise<{ status: number; id?: string } | 'lost'> {
  try {
    const answer = await fetch(`${origin}/api/v3/lead`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: `burst-${n}` },
      body: bodyFor(n),
    });
    const json = (await answer.json()) as { id?: string };
    return { status: answer.status, ...(json.id ? { id: json.id } : {}) };
  } catch {
    return 'lost'; // the connection died with the server: not acknowledged
  }
}

type TestLeads = { count: number; leads: { id: string; lead: { contactDetails?: { email?: string } } }[] };

describe('kill -9 during a burst of writes', () => {
  it('loses nothing that was acknowledged, duplicates nothing, and the retries of lost answers create each lead once', { timeout: 60_000 }, async () => {
    const first = await startServer();
    const acknowledged = new Map<number, string>();
    const lost: number[] = [];
    let next = 0;
    const writer = async () => {
      while (true) {
        const n = next++;
        const answer = await createLead(first.origin, n);
        if (answer === 'lost') return void lost.push(n);
        expect(answer.status).toBe(201);
        acknowledged.set(n, String(answer.id));
        if (acknowledged.size === ACKS_BEFORE_KILL) first.child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    await exited(first.child);
    expect(acknowledged.size).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

    const second = await startServer();
    const afterCrash = (await (await fetch(`${second.origin}/api/__test/leads`)).json()) as TestLeads;
    const ids = new Set(afterCrash.leads.map((lead) => lead.id));
    for (const id of acknowledged.values()) expect(ids.has(id)).toBe(true);
    const emails = afterCrash.leads.map((lead) => lead.lead.contactDetails?.email);
    expect(new Set(emails).size).toBe(emails.length);

    for (const n of lost) {
      const retried = await createLead(second.origin, n);
      expect(retried).toMatchObject({ status: 201 });
    }
    const afterRetries = (await (await fetch(`${second.origin}/api/__test/leads`)).json()) as TestLeads;
    expect(afterRetries.count).toBe(acknowledged.size + lost.length);
    const retriedEmails = afterRetries.leads.map((lead) => lead.lead.contactDetails?.email);
    expect(new Set(retriedEmails).size).toBe(afterRetries.count);

    second.child.kill('SIGTERM');
    await exited(second.child);
    expect((await readdir(dataDir)).sort()).toEqual(['lead-api.lock', 'leads.db']);
  });
});
