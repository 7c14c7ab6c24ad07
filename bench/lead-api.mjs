// `npm run bench:lead-api`: the lead API's write cost against the number of stored leads.
// A benchmark, not a test: one JSON object on stdout (progress on stderr), always exit 0.
// For 100, 1,000 and 10,000 stored leads: a fresh data directory seeded through the legacy
// leads.json import (one transaction), the API served over HTTP on 127.0.0.1 as `npm start` serves
// it, then sequential lead creates (latency) and 10 concurrent clients (throughput). Every write
// carries an Idempotency-Key, as the app sends it, so it stores the lead and its idempotency record.
// Options: --sizes=100,1000 --samples=200 --clients=10 --per-client=30
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register();
const { createLeadApi } = await import('../lead-api/src/app.ts');
const { serve } = await import('@hono/node-server');

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const SIZES = arg('sizes', '100,1000,10000').split(',').map(Number);
const SAMPLES = Number(arg('samples', '200'));
const CLIENTS = Number(arg('clients', '10'));
const PER_CLIENT = Number(arg('per-client', '30'));
const log = (message) => process.stderr.write(`${message}\n`);

const leadBody = (n) => ({
  productId: 'SOLCREDITO',
  amount: 1000,
  period: 70,
  contactDetails: { email: `accepted+${n}@example.com`, phoneNumber: '+34612345678', postalCode: '28013' },
  personalDetails: { firstName: 'Lucía', lastName: 'García', dateOfBirth: '1990-05-17', personalCode: '12345678Z' },
});

function seedFile(count) {
  const at = new Date().toISOString();
  const leads = Array.from({ length: count }, (_, n) => ({
    id: `seed-${n}`, state: 0, flow: 'v3', brand: 'es', steps: {}, createdAt: at, updatedAt: at, lead: { id: `seed-${n}`, ...leadBody(`seed${n}`) },
  }));
  return JSON.stringify({ version: 1, leads, idempotency: [], attempts: {}, unsubscribed: [] });
}

let sequence = 0;
async function createLead(origin) {
  const n = (sequence += 1);
  const started = performance.now();
  const answer = await fetch(`${origin}/api/v3/lead`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `bench-${n}` },
    body: JSON.stringify(leadBody(n)),
  });
  await answer.arrayBuffer();
  if (answer.status !== 201) throw new Error(`lead create answered ${answer.status}`);
  return performance.now() - started;
}

const round = (value) => Math.round(value * 100) / 100;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(storedLeads) {
  const dataDir = await mkdtemp(join(tmpdir(), 'lead-api-bench-'));
  try {
    await writeFile(join(dataDir, 'leads.json'), seedFile(storedLeads));
    // One client measuring the store: the per-address rate limits would refuse it after ten creates.
    const api = await createLeadApi({ dataDir, apiBase: '/api', pendingPolls: 2, slowMs: 0, rateLimits: false });
    const server = await new Promise((resolve) => {
      const s = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const origin = `http://127.0.0.1:${server.address().port}`;
    try {
      for (let i = 0; i < 20; i += 1) await createLead(origin); // warm-up: JIT, connection pool
      const latencies = [];
      for (let i = 0; i < SAMPLES; i += 1) latencies.push(await createLead(origin));
      latencies.sort((a, b) => a - b);
      const started = performance.now();
      await Promise.all(Array.from({ length: CLIENTS }, async () => {
        for (let i = 0; i < PER_CLIENT; i += 1) await createLead(origin);
      }));
      const seconds = (performance.now() - started) / 1000;
      const result = {
        storedLeads,
        write: {
          samples: SAMPLES,
          meanMs: round(latencies.reduce((sum, value) => sum + value, 0) / latencies.length),
          p50Ms: round(percentile(latencies, 50)),
          p95Ms: round(percentile(latencies, 95)),
        },
        throughput: { clients: CLIENTS, writes: CLIENTS * PER_CLIENT, writesPerSecond: round((CLIENTS * PER_CLIENT) / seconds) },
      };
      log(`${storedLeads} leads: p50 ${result.write.p50Ms} ms, ${result.throughput.writesPerSecond} writes/s`);
      return result;
    } finally {
      server.close();
      await api.close();
    }
  } catch (error) {
    return { storedLeads, error: error instanceof Error ? error.message : String(error) };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const size of SIZES) results.push(await measure(size));
const smallest = results.find((r) => r.storedLeads === Math.min(...SIZES) && r.write);
const largest = results.find((r) => r.storedLeads === Math.max(...SIZES) && r.write);
const ratio = smallest && largest ? round(largest.write.p50Ms / smallest.write.p50Ms) : null;
process.stdout.write(
  `${JSON.stringify(
    {
      node: process.version,
      storage: 'SQLite (node:sqlite), WAL, synchronous=FULL',
      results,
      // At 10,000 stored leads a write costs at most twice what it costs at 100 (median latency).
      writeCostRatio: { of: `${largest?.storedLeads} vs ${smallest?.storedLeads} leads, p50`, value: ratio, budget: 2, withinBudget: ratio === null ? null : ratio <= 2 },
    },
    null,
    2,
  )}\n`,
);
