import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CSP_REPORT_PATH } from '../../src/config/security-headers';
import { capLogValue } from '../../src/domain/logger';
import { KEPT_REPORTS } from './client-errors';
import { createLogger, type Logger } from './log';
import { loggableUrl } from './log-paths';

/**
 * The Content-Security-Policy's report endpoint (a violation in production was never seen).
 * Browsers post here by the CSP's report-to (the Reporting API: `application/reports+json`, a list of
 * reports) or report-uri (`application/csp-report`, one report). Under the error logger's rules
 * (client-errors.ts): one line in the server log per violation (log.ts), every value capped at 1024
 * characters (SPEC §9), and the last 20 kept for GET /__test/csp-reports. A report names the page and
 * the blocked URL, which may carry a landing parameter or a lead id: both are logged without their
 * query, and a lead id in the path is replaced by its parameter's name (log-paths.ts).
 */
export type CspViolationReport = { directive: string; blocked: string; document: string; source: string; disposition: string };

/** A body larger than this is no browser's report: refused before it is read. */
export const CSP_REPORT_MAX_BYTES = 64 * 1024;

const text = (value: unknown) => String(capLogValue(typeof value === 'string' || typeof value === 'number' ? value : '') ?? '');

/** The violations in a report body of either format, their URLs as logs may keep them; anything else gives none. */
export function violationsOf(body: unknown, apiBase = '/api'): CspViolationReport[] {
  const url = (value: unknown) => (typeof value === 'string' && /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? text(loggableUrl(value, apiBase)) : text(value));
  const single = (report: Record<string, unknown>, fields: 'legacy' | 'reporting'): CspViolationReport => {
    const legacy = fields === 'legacy';
    const source = legacy ? report['source-file'] : report.sourceFile;
    const line = legacy ? report['line-number'] : report.lineNumber;
    return {
      directive: text(legacy ? (report['effective-directive'] ?? report['violated-directive']) : report.effectiveDirective),
      blocked: url(legacy ? report['blocked-uri'] : report.blockedURL),
      document: url(legacy ? report['document-uri'] : report.documentURL),
      source: source ? `${url(source)}:${text(line)}` : '',
      disposition: text(report.disposition),
    };
  };
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (Array.isArray(body)) {
    return body
      .filter((entry): entry is Record<string, unknown> => isObject(entry) && entry.type === 'csp-violation' && isObject(entry.body))
      .slice(0, KEPT_REPORTS)
      .map((entry) => single(entry.body as Record<string, unknown>, 'reporting'));
  }
  if (isObject(body) && isObject(body['csp-report'])) return [single(body['csp-report'], 'legacy')];
  return [];
}

export function cspReportsRoute(apiBase: string, log: Logger = createLogger()): Hono {
  const app = new Hono();
  const kept: CspViolationReport[] = [];
  const path = `${apiBase}${CSP_REPORT_PATH}`;
  app.post(
    path,
    bodyLimit({ maxSize: CSP_REPORT_MAX_BYTES, onError: (c) => c.json({ code: 'bad_request', message: 'The report is too large' }, 413) }),
    async (c) => {
      // The browsers' content types (application/csp-report, application/reports+json) are JSON under other names.
      const violations = violationsOf(await c.req.json().catch(() => null), apiBase);
      if (violations.length === 0) return c.json({ code: 'bad_request', message: 'Not a CSP violation report' }, 400);
      for (const violation of violations) log.warn('csp violation', violation);
      kept.push(...violations);
      kept.splice(0, Math.max(0, kept.length - KEPT_REPORTS));
      return c.body(null, 204);
    },
  );
  app.get(`${apiBase}/__test/csp-reports`, (c) => c.json({ reports: kept }));
  return app;
}
