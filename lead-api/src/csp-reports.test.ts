import { describe, expect, it } from 'vitest';
import { LOG_VALUE_MAX_LENGTH } from '../../src/domain/constants';
import { CSP_REPORT_MAX_BYTES, cspReportsRoute } from './csp-reports';

const reportingApiBody = (blockedURL: string, count = 1) =>
  JSON.stringify(
    Array.from({ length: count }, () => ({
      type: 'csp-violation',
      url: 'https://apply.example/application-frontend/',
      body: { documentURL: 'https://apply.example/application-frontend/', blockedURL, effectiveDirective: 'img-src', disposition: 'enforce', sourceFile: 'https://apply.example/a.js', lineNumber: 3 },
    })),
  );

describe('POST /api/csp-reports (issue 27: CSP violations reach the server, under the error logger\'s caps)', () => {
  it('logs a Reporting API batch, one line per violation, each value capped at 1024 characters', async () => {
    const lines: string[] = [];
    const app = cspReportsRoute('/api', (line) => lines.push(line));
    const blocked = `https://blocked.example/${'a'.repeat(5000)}`;
    const answer = await app.request('/api/csp-reports', { method: 'POST', headers: { 'Content-Type': 'application/reports+json' }, body: reportingApiBody(blocked) });
    expect(answer.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^csp violation: img-src blocked https:\/\/blocked\.example\/a+… on https:\/\/apply\.example\/application-frontend\/ at https:\/\/apply\.example\/a\.js:3$/);
    const { reports } = (await (await app.request('/api/__test/csp-reports')).json()) as { reports: { blocked: string }[] };
    expect(reports[0]!.blocked.length).toBeLessThanOrEqual(LOG_VALUE_MAX_LENGTH);
  });

  it('logs a report-uri report (application/csp-report)', async () => {
    const lines: string[] = [];
    const app = cspReportsRoute('/api', (line) => lines.push(line));
    const body = JSON.stringify({ 'csp-report': { 'document-uri': 'https://apply.example/x', 'blocked-uri': 'inline', 'violated-directive': 'script-src-elem' } });
    expect((await app.request('/api/csp-reports', { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body })).status).toBe(204);
    expect(lines).toEqual(['csp violation: script-src-elem blocked inline on https://apply.example/x']);
  });

  it('keeps the last 20, takes at most 20 from one batch, and refuses what is not a report or too large', async () => {
    const lines: string[] = [];
    const app = cspReportsRoute('/api', (line) => lines.push(line));
    await app.request('/api/csp-reports', { method: 'POST', body: reportingApiBody('https://x.example/', 50) });
    expect(lines).toHaveLength(20);
    await app.request('/api/csp-reports', { method: 'POST', body: reportingApiBody('https://y.example/', 5) });
    const { reports } = (await (await app.request('/api/__test/csp-reports')).json()) as { reports: { blocked: string }[] };
    expect(reports).toHaveLength(20);
    expect(reports.at(-1)!.blocked).toBe('https://y.example/');
    expect((await app.request('/api/csp-reports', { method: 'POST', body: '{"hello":1}' })).status).toBe(400);
    expect((await app.request('/api/csp-reports', { method: 'POST', body: 'x'.repeat(CSP_REPORT_MAX_BYTES + 1) })).status).toBe(413);
  });
});
