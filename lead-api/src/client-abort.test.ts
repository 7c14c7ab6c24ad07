import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { createLeadApi } from './app';
import { isClientAbort } from './client-abort';
import { createMemoryLog } from './log';

describe('isClientAbort', () => {
  it("tells Node's aborted body read from real errors", () => {
    expect(isClientAbort(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isClientAbort(new Error('boom'))).toBe(false);
    expect(isClientAbort(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(false);
    expect(isClientAbort(new Error('boom'), AbortSignal.abort())).toBe(true);
    expect(isClientAbort(undefined)).toBe(false);
  });
});

describe('a client that goes away in the middle of its body (one line in the log, not a stack trace)', () => {
  it('is logged in one line', async () => {
    const log = createMemoryLog();
    const dataDir = await mkdtemp(join(tmpdir(), 'client-abort-'));
    const api = await createLeadApi({ dataDir, log });
    const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
      const started = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve({ server: started, port: info.port }));
    });
    const client = request({ host: '127.0.0.1', port, path: '/api/v3/lead', method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': '100000' } });
    client.on('error', () => undefined);
    client.write('{"amount": 500, "x": "');
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.destroy();
    await expect.poll(() => log.lines.length).toBe(1);
    expect(log.entries()).toEqual([
      expect.objectContaining({ level: 'info', event: 'client closed the connection before its request was read; nothing was done', method: 'POST', path: '/api/v3/lead', requestId: expect.any(String) }),
    ]);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });
});
