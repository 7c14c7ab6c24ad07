import { Hono } from 'hono';
import { capLogValue } from '../../src/domain/logger';

/**
 * The error logger the app reports render failures to when the runtime configuration enables it
 * (SPEC §8; `errorLogging: true`, `ERROR_LOGGING=true npm start`). The reference server writes each
 * report to its log, every value capped at 1024 characters (SPEC §9), and keeps nothing.
 */
export function clientErrorsRoute(apiBase: string, write: (line: string) => void = console.error): Hono {
  const app = new Hono();
  app.post(`${apiBase}/client-errors`, async (c) => {
    const report = (await c.req.json().catch(() => null)) as { message?: unknown; details?: unknown; url?: unknown } | null;
    if (!report || typeof report.message !== 'string') return c.json({ code: 'bad_request' }, 400);
    write(`client error: ${String(capLogValue(report.message))} at ${String(capLogValue(report.url))} ${String(capLogValue(report.details) ?? '')}`);
    return c.body(null, 204);
  });
  return app;
}
