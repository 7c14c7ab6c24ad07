import { describe, expect, it } from 'vitest';
import { LOG_VALUE_MAX_LENGTH } from '../../src/domain/constants';
import { CLIENT_ERROR_MAX_BYTES, clientErrorsRoute } from './client-errors';
import { createMemoryLog } from './log';

describe('POST /api/client-errors (SPEC §8: render failures reported when error logging is on)', () => {
  it('logs the report with each value capped at 1024 characters (SPEC §9) and answers 204', async () => {
    const log = createMemoryLog();
    const app = clientErrorsRoute('/api', log);
    const answer = await app.request('/api/client-errors', {
      method: 'POST',
      body: JSON.stringify({ message: 'x'.repeat(5000), url: '/application-frontend/name' }),
    });
    expect(answer.status).toBe(204);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]!.length).toBeLessThan(LOG_VALUE_MAX_LENGTH + 200);
  });

  it('writes a report with line breaks as one escaped JSON line, with no e-mail, phone, lead id or query from the page', async () => {
    const log = createMemoryLog();
    const app = clientErrorsRoute('/api', log);
    const forged = 'boom\nlead-api: {"event":"forged"}\r\nwritten by ana@example.com and +34 612 345 678.';
    const url = 'https://apply.example/application-frontend/continue/5b7e3c1a-0000-4000-8000-000000000001?email=ana%40example.com';
    expect((await app.request('/api/client-errors', { method: 'POST', body: JSON.stringify({ message: forged, url }) })).status).toBe(204);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).not.toMatch(/[\n\r]/);
    const [entry] = log.entries();
    expect(entry).toMatchObject({ level: 'error', event: 'client error', url: 'https://apply.example/application-frontend/continue/{id}?…' });
    // The line breaks are in the value, escaped by JSON; the contact data is not (src/domain/tracking/contact-data.ts).
    expect(entry!.message).toMatch(/^boom\nlead-api: \{"event":"forged"\}\r\n/);
    expect(entry!.message).toContain('[email removed]');
    expect(entry!.message).toContain('[phone removed]');
    expect(log.lines[0]).not.toMatch(/ana@example|612 345 678/);
    expect(entry!.time).toEqual(expect.any(String));
  });

  it('answers 400 to a body that is not a report, and 413 to one no render failure makes', async () => {
    const app = clientErrorsRoute('/api', createMemoryLog());
    expect((await app.request('/api/client-errors', { method: 'POST', body: 'nope' })).status).toBe(400);
    const huge = JSON.stringify({ message: 'x'.repeat(CLIENT_ERROR_MAX_BYTES) });
    expect((await app.request('/api/client-errors', { method: 'POST', body: huge })).status).toBe(413);
  });
});

describe('the error logger on the lead API (its route comes before the catch-all)', () => {
  it('answers POST /api/client-errors on the reference server, not "not a lead API call"', async () => {
    const { createLeadApi } = await import('./app');
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const api = await createLeadApi({ dataDir: await mkdtemp(join(tmpdir(), 'client-errors-')), log: createMemoryLog() });
    const longUrl = `/application-frontend/continue/${'x'.repeat(5000)}`;
    const answer = await api.app.request('/api/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' }, // as the app's logger sends it (beacon Blob or fetch)
      body: JSON.stringify({ message: 'boom', url: longUrl }),
    });
    expect(answer.status).toBe(204);
    const { reports } = (await (await api.app.request('/api/__test/client-errors')).json()) as { reports: { url: string }[] };
    expect(reports.at(-1)!.url.length).toBeLessThanOrEqual(LOG_VALUE_MAX_LENGTH);
    await api.close();
  });
});
