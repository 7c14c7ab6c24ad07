import { describe, expect, it } from 'vitest';
import { LOG_VALUE_MAX_LENGTH } from '../../src/domain/constants';
import { CSP_REPORT_MAX_BYTES, cspReportsRoute } from './csp-reports';
import { createMemoryLog } from './log';

const reportingApiBody = (blockedURL: string, count = 1) =>
  JSON.stringify(
    Array.from({ length: count }, () => ({
      type: 'csp-violation',
      url: 'https://apply.example/application-frontend/',
      body: { documentURL: 'https://apply.example/application-frontend/', blockedURL, effectiveDirective: 'img-src', disposition: 'enforce', sourceFile: 'https://apply.example/a.js', lineNumber: 3 },
    })),
  );

describe('POST /api/csp-reports (CSP violations reach the server, under the error logger\'s caps)', () => {
  it('logs a Reporting API batch, one line per violation, each value capped at 1024 characters', async () => {
    const log = createMemoryLog();
    const app = cspReportsRoute('/api', log);
    const blocked = `https://blocked.example/${'a'.repeat(5000)}`;
    const answer = await app.request('/api/csp-reports', { method: 'POST', headers: { 'Content-Type': 'application/reports+json' }, body: reportingApiBody(blocked) });
    expect(answer.status).toBe(204);
    expect(log.entries()).toEqual([
      expect.objectContaining({
        level: 'warn',
        event: 'csp violation',
        directive: 'img-src',
        blocked: expect.stringMatching(/^https:\/\/blocked\.example\/a+…$/),
        document: 'https://apply.example/application-frontend/',
        source: 'https://apply.example/a.js:3',
      }),
    ]);
    const { reports } = (await (await app.request('/api/__test/csp-reports')).json()) as { reports: { blocked: string }[] };
    expect(reports[0]!.blocked.length).toBeLessThanOrEqual(LOG_VALUE_MAX_LENGTH);
  });

  it('logs a report-uri report (application/csp-report)', async () => {
    const log = createMemoryLog();
    const app = cspReportsRoute('/api', log);
    const body = JSON.stringify({ 'csp-report': { 'document-uri': 'https://apply.example/x', 'blocked-uri': 'inline', 'violated-directive': 'script-src-elem' } });
    expect((await app.request('/api/csp-reports', { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body })).status).toBe(204);
    expect(log.entries()).toEqual([expect.objectContaining({ event: 'csp violation', directive: 'script-src-elem', blocked: 'inline', document: 'https://apply.example/x' })]);
  });

  it("logs the page without its query or lead id: a landing link's e-mail and a continue link's id stay out of the log", async () => {
    const log = createMemoryLog();
    const app = cspReportsRoute('/api', log);
    const page = (path: string) => JSON.stringify({ 'csp-report': { 'document-uri': `https://apply.example${path}`, 'blocked-uri': 'https://x.example/a.png?u=ana%40example.com', 'violated-directive': 'img-src' } });
    await app.request('/api/csp-reports', { method: 'POST', body: page('/application-frontend/initial-details?email=ana%40example.com&phoneNumber=%2B34612345678') });
    await app.request('/api/csp-reports', { method: 'POST', body: page('/application-frontend/continue/5b7e3c1a-0000-4000-8000-000000000001') });
    expect(log.entries().map(({ document, blocked }) => [document, blocked])).toEqual([
      ['https://apply.example/application-frontend/initial-details?…', 'https://x.example/a.png?…'],
      ['https://apply.example/application-frontend/continue/{id}', 'https://x.example/a.png?…'],
    ]);
    expect(log.lines.join('\n')).not.toMatch(/ana|612345678|5b7e3c1a/);
  });

  it('keeps the last 20, takes at most 20 from one batch, and refuses what is not a report or too large', async () => {
    const log = createMemoryLog();
    const app = cspReportsRoute('/api', log);
    await app.request('/api/csp-reports', { method: 'POST', body: reportingApiBody('https://x.example/', 50) });
    expect(log.lines).toHaveLength(20);
    await app.request('/api/csp-reports', { method: 'POST', body: reportingApiBody('https://y.example/', 5) });
    const { reports } = (await (await app.request('/api/__test/csp-reports')).json()) as { reports: { blocked: string }[] };
    expect(reports).toHaveLength(20);
    expect(reports.at(-1)!.blocked).toBe('https://y.example/');
    expect((await app.request('/api/csp-reports', { method: 'POST', body: '{"hello":1}' })).status).toBe(400);
    expect((await app.request('/api/csp-reports', { method: 'POST', body: 'x'.repeat(CSP_REPORT_MAX_BYTES + 1) })).status).toBe(413);
  });
});
