import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientAbortLine, isClientAbort } from './client-abort';
import { clientErrorsRoute } from './client-errors';
import { collectorRoutes, createAffiliateEventLog } from './collector';
import { cspReportsRoute } from './csp-reports';
import { idempotency } from './idempotency';
import { LeadRepository } from './lead-repository';
import { StorageUnavailableError } from './lead-store';
import { registerLeadRoutes } from './routes/lead-routes';
import { registerPages } from './routes/pages';
import { registerReferenceRoutes } from './routes/reference-routes';
import { registerStepRoutes } from './routes/step-routes';
import { requestGuard } from './request-guard';
import type { ServerContext } from './server-context';

export type { LeadRecord } from './lead-repository';
export { LeadRepository } from './lead-repository';

/**
 * The reference lead API (DESIGN.md §6): every call of SPEC §7 against the contract in
 * src/api/contract, leads kept in SQLite under `dataDir` (lead-store.ts), outcomes chosen by test data
 * (lead-api/README.md). `app` answers at absolute paths: `${apiBase}/...`, `/policy`, and the
 * partner and policy pages, so it can be mounted at '/' beside the static files.
 */
export type LeadApiOptions = {
  dataDir: string;
  /** Default '/api', the local server's runtime config `apiBase`. */
  apiBase?: string;
  now?: () => number;
  /** Status polls that answer 'pending' before the decision; default LEAD_API_PENDING_POLLS or 2. */
  pendingPolls?: number;
  /** Delay of the `slow@` outcome in ms; default LEAD_API_SLOW_MS or 3000. */
  slowMs?: number;
  /** The postcode calls' API secret (SPEC §7); default POSTCODE_API_SECRET; none: the calls need none. */
  postcodeApiSecret?: string;
};

export type LeadApi = { app: Hono; leads: LeadRepository; close(): Promise<void> };

/**
 * Readiness (issue 27): 200 `{ status: 'ok' }` when a write would be stored now (the data file and its
 * directory writable), else 503 with the reason in the server's log. For a load balancer or an
 * orchestrator; not a lead API call of SPEC §7.
 */
export const HEALTH_PATH = '/health';

/** An upload of two ID images as data URLs fits; anything larger is refused before it is read. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
};

export async function createLeadApi(options: LeadApiOptions): Promise<LeadApi> {
  const apiBase = (options.apiBase ?? '/api').replace(/\/$/, '');
  const now = options.now ?? Date.now;
  const repository = await LeadRepository.open(options.dataDir, now);
  const ctx: ServerContext = {
    repository,
    apiBase,
    now,
    pendingPolls: options.pendingPolls ?? numberFromEnv('LEAD_API_PENDING_POLLS', 2),
    slowMs: options.slowMs ?? numberFromEnv('LEAD_API_SLOW_MS', 3000),
    postcodeApiSecret: options.postcodeApiSecret ?? (process.env.POSTCODE_API_SECRET || undefined),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    affiliateEvents: createAffiliateEventLog(),
  };

  const app = new Hono();
  app.use(
    `${apiBase}/*`,
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ code: 'bad_request', message: 'The body is too large' }, 413) }),
  );
  // Not lead API calls: the error logger, the CSP's report endpoint and the analytics collector take
  // what browsers send them (sendBeacon, reports, posthog's gzip), with no Idempotency-Key; mounted
  // before the JSON guard.
  app.route('/', clientErrorsRoute(apiBase));
  app.route('/', cspReportsRoute(apiBase));
  app.get(`${apiBase}${HEALTH_PATH}`, (c) => {
    const probe = repository.writable();
    if (probe.ok) return c.json({ status: 'ok' });
    console.warn(`lead-api: GET ${HEALTH_PATH}: not ready, a write to ${repository.file} would fail (${probe.reason})`);
    return c.json({ code: 'unavailable', message: 'The lead store cannot take writes' }, 503);
  });
  if (ctx.affiliateEvents) app.route('/', collectorRoutes(apiBase, ctx.affiliateEvents));
  app.use(`${apiBase}/*`, requestGuard());
  app.use(`${apiBase}/*`, idempotency(repository, now));
  registerLeadRoutes(app, ctx);
  registerReferenceRoutes(app, ctx);
  registerStepRoutes(app, ctx);
  registerPages(app);
  // Unknown API paths answer the contract's error body, never the app's HTML fallback.
  app.all(`${apiBase}/*`, (c) => c.json({ code: 'not_found', message: `${c.req.method} ${c.req.path} is not a lead API call` }, 404));
  app.onError((error, c) => {
    if (isClientAbort(error, c.req.raw.signal)) {
      console.warn(clientAbortLine(c.req.method, c.req.path));
      return c.body(null, 400);
    }
    console.error('lead-api:', error);
    // Nothing of a refused write was stored or acknowledged: the client's retry (same Idempotency-Key) is safe.
    if (error instanceof StorageUnavailableError) {
      c.header('Retry-After', '1');
      return c.json({ code: 'unavailable', message: 'The lead could not be stored; try again' }, 503);
    }
    return c.json({ code: 'internal', message: 'Internal error' }, 500);
  });

  return { app, leads: repository, close: () => repository.flush() };
}
