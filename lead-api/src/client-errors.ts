import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { capLogValue } from '../../src/domain/logger';
import { loggableUrl } from './log-paths';
import { createLogger, type Logger } from './log';

/**
 * The error logger the app reports render failures to when the runtime configuration enables it
 * (SPEC §8; `errorLogging: true`, `ERROR_LOGGING=true npm start`). The reference server writes each
 * report as one line of its log (log.ts: escaped, each value capped at 1024 characters, contact data
 * replaced; the page's address without its query or lead id), and keeps the last few in memory for
 * GET /__test/client-errors (browser tests read what arrived; a production logger has no such call).
 * Anyone can post here: the body is small or refused, and rate-limits.ts limits each address.
 */
export const KEPT_REPORTS = 20;
export const CLIENT_ERRORS_PATH = '/client-errors';
/** A render failure's message, page and details fit; more is no report. */
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;

export function clientErrorsRoute(apiBase: string, log: Logger = createLogger()): Hono {
  const app = new Hono();
  const kept: { message: string; url: string }[] = [];
  app.post(
    `${apiBase}${CLIENT_ERRORS_PATH}`,
    bodyLimit({ maxSize: CLIENT_ERROR_MAX_BYTES, onError: (c) => c.json({ code: 'bad_request', message: 'The report is too large' }, 413) }),
    async (c) => {
      const report = (await c.req.json().catch(() => null)) as { message?: unknown; details?: unknown; url?: unknown } | null;
      if (!report || typeof report.message !== 'string') return c.json({ code: 'bad_request', message: 'Not an error report' }, 400);
      const message = String(capLogValue(report.message));
      const url = typeof report.url === 'string' ? loggableUrl(report.url, apiBase) : '';
      log.error('client error', { message, url, details: report.details === undefined ? undefined : capLogValue(report.details) });
      kept.push({ message, url });
      kept.splice(0, Math.max(0, kept.length - KEPT_REPORTS));
      return c.body(null, 204);
    },
  );
  app.get(`${apiBase}/__test/client-errors`, (c) => c.json({ reports: kept }));
  return app;
}
