import { describe, expect, it } from 'vitest';
import { LOG_VALUE_MAX_LENGTH } from '../../src/domain/constants';
import { clientErrorsRoute } from './client-errors';

describe('POST /api/client-errors (SPEC §8: render failures reported when error logging is on)', () => {
  it('logs the report with each value capped at 1024 characters (SPEC §9) and answers 204', async () => {
    const lines: string[] = [];
    const app = clientErrorsRoute('/api', (line) => lines.push(line));
    const answer = await app.request('/api/client-errors', {
      method: 'POST',
      body: JSON.stringify({ message: 'x'.repeat(5000), url: '/application-frontend/name' }),
    });
    expect(answer.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBeLessThan(LOG_VALUE_MAX_LENGTH + 100);
  });

  it('answers 400 to a body that is not a report', async () => {
    const app = clientErrorsRoute('/api', () => undefined);
    expect((await app.request('/api/client-errors', { method: 'POST', body: 'nope' })).status).toBe(400);
  });
});

describe('the error logger on the lead API (issue 10: it answered 404, the catch-all came first)', () => {
  it('answers POST /api/client-errors on the reference server, not "not a lead API call"', async () => {
    const { createLeadApi } = await import('./app');
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const api = await createLeadApi({ dataDir: await mkdtemp(join(tmpdir(), 'client-errors-')) });
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
