import { Hono } from 'hono';
import { capLogValue } from '../../src/domain/logger';

/**
 * The error logger the app reports render failures to when the runtime configuration enables it
 * (SPEC §8; `errorLogging: true`, `ERROR_LOGGING=true npm start`). The reference server writes each
 * report to its log, every value capped at 1024 characters (SPEC §9), and keeps the last few in
 * memory for GET /__test/client-errors (browser tests read what arrived; a production logger has no such call).
 */
export const KEPT_REPORTS = 20;

export function clientErrorsRoute(apiBase: string, write: (line: string) => void = console.error): Hono {
  const app = new Hono();
  const kept: { message: string; url: string; line: string }[] = [];
  app.post(`${apiBase}/client-errors`, async (c) => {
    const report = (await c.req.json().catch(() => null)) as { message?: unknown; details?: unknown; url?: unknown } | null;
    if (!report || typeof report.message !== 'string') return c.json({ code: 'bad_request' }, 400);
    const message = String(capLogValue(report.message));
    const url = String(capLogValue(report.url ?? ''));
    const line = `client error: ${message} at ${url} ${String(capLogValue(report.details) ?? '')}`;
    write(line);
    kept.push({ message, url, line });
    kept.splice(0, Math.max(0, kept.length - KEPT_REPORTS));
    return c.body(null, 204);
  });
  app.get(`${apiBase}/__test/client-errors`, (c) => c.json({ reports: kept }));
  return app;
}
