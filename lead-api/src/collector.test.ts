import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTOR_MAX_BODY_BYTES, COLLECTOR_MAX_INFLATED_BYTES } from './collector';
import { makeApi, makeDataDir, removeDataDir } from './test-helpers';

/** The analytics collector unpacks posthog's gzip batches, never past its limit. */
let dataDir: string;
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

const post = (api: Awaited<ReturnType<typeof makeApi>>, body: Uint8Array<ArrayBuffer>) =>
  api.app.request('/api/collector/batch/?compression=gzip-js', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });

/** 1 MB of gzip that inflates to 1 GB: one member of 1 MiB of zeros (1 KB of gzip), repeated 950 times. */
function gzipBomb(): Buffer<ArrayBuffer> {
  const member = gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
  return Buffer.concat(Array.from({ length: 950 }, () => member)) as Buffer<ArrayBuffer>;
}

describe('POST /api/collector/*', () => {
  it('reads a gzip batch as posthog sends it', async () => {
    const api = await makeApi(dataDir);
    expect((await post(api, new Uint8Array(gzipSync(JSON.stringify([{ event: '$pageview' }]))))).status).toBe(200);
    const { requests } = (await (await api.app.request('/api/__test/collector')).json()) as { requests: { text: string }[] };
    expect(requests.at(-1)?.text).toBe('[{"event":"$pageview"}]');
    await api.close();
  });

  it('refuses a 1 MB gzip bomb with 413 in under a second, with memory flat, and serves the next request', async () => {
    const api = await makeApi(dataDir);
    const bomb = gzipBomb();
    expect(bomb.length).toBeLessThanOrEqual(COLLECTOR_MAX_BODY_BYTES);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const answer = await post(api, bomb);
    const elapsed = performance.now() - started;
    const grown = process.memoryUsage().rss - rssBefore;
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 'bad_request', message: `The batch unpacks to more than ${COLLECTOR_MAX_INFLATED_BYTES} bytes` });
    expect(elapsed).toBeLessThan(1000);
    // 1 GB inflated would show here as hundreds of megabytes; the limit and zlib's buffers are a few.
    expect(grown).toBeLessThan(64 * 1024 * 1024);
    expect((await api.app.request('/api/health')).status).toBe(200);
    await api.close();
  });

  it('refuses a body over its own limit before reading it', async () => {
    const api = await makeApi(dataDir);
    expect((await post(api, new Uint8Array(COLLECTOR_MAX_BODY_BYTES + 1))).status).toBe(413);
    await api.close();
  });
});
