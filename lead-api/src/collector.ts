import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { gunzipBounded, InflatedTooLargeError, isGzip } from './bounded-inflate';

/**
 * A local collector: point the runtime configuration's analytics host (and, for
 * demos, anything else that posts) at `${apiBase}/collector` and see what would have been sent.
 * It keeps the last requests in memory, answers PostHog's calls with an empty success, and lists
 * them at GET /__test/collector. Affiliate events that reached POST /affiliate/event are listed at
 * GET /__test/affiliate-events, so that tests can count them (an Idempotency-Key repeat never
 * reaches the handler, so a repeat is not counted).
 */
const KEPT = 200;

export type CollectedRequest = { method: string; path: string; query: string; contentType: string; size: number; text: string; at: number };
export type AffiliateEventLog = { record(body: unknown): void; list(): unknown[] };

export function createAffiliateEventLog(): AffiliateEventLog {
  const events: unknown[] = [];
  return {
    record: (body) => {
      events.push(body);
      events.splice(0, Math.max(0, events.length - KEPT));
    },
    list: () => [...events],
  };
}

const TEXT_KEPT = 16_384;
/** A batch of analytics events as sent, gzipped or not: posthog-js sends far less. */
export const COLLECTOR_MAX_BODY_BYTES = 1024 * 1024;
/** What a gzipped batch may unpack to; a body that unpacks to more is refused (413) once it passes this, not after. */
export const COLLECTOR_MAX_INFLATED_BYTES = 4 * 1024 * 1024;

/** The body as text for GET /__test/collector; a gzip that is not one reads as nothing, one that inflates too far throws. */
async function readable(bytes: Uint8Array, contentType: string): Promise<string> {
  if (isGzip(bytes)) {
    try {
      return (await gunzipBounded(bytes, COLLECTOR_MAX_INFLATED_BYTES)).toString('utf8').slice(0, TEXT_KEPT);
    } catch (error) {
      if (error instanceof InflatedTooLargeError) throw error;
      return '';
    }
  }
  return /json|text|x-www-form-urlencoded/.test(contentType) ? new TextDecoder().decode(bytes).slice(0, TEXT_KEPT) : '';
}

const tooLarge = (message: string) => ({ code: 'bad_request', message }) as const;

export function collectorRoutes(apiBase: string, affiliateEvents: AffiliateEventLog): Hono {
  const app = new Hono();
  const kept: CollectedRequest[] = [];
  app.use(`${apiBase}/collector/*`, bodyLimit({ maxSize: COLLECTOR_MAX_BODY_BYTES, onError: (c) => c.json(tooLarge('The batch is too large'), 413) }));
  app.all(`${apiBase}/collector/*`, async (c) => {
    const url = new URL(c.req.url);
    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? new ArrayBuffer(0) : await c.req.arrayBuffer();
    const contentType = c.req.header('content-type') ?? '';
    // PostHog gzips its batches (text/plain): unpacked here so that a demo or a test can read the properties.
    let text: string;
    try {
      text = await readable(new Uint8Array(body), contentType);
    } catch {
      return c.json(tooLarge(`The batch unpacks to more than ${COLLECTOR_MAX_INFLATED_BYTES} bytes`), 413);
    }
    kept.push({ method: c.req.method, path: url.pathname.slice(`${apiBase}/collector`.length), query: url.search, contentType, size: body.byteLength, text, at: Date.now() });
    kept.splice(0, Math.max(0, kept.length - KEPT));
    // PostHog's flags/decide calls expect an object; its capture calls only a 200.
    return c.json({ status: 1, featureFlags: {}, flags: {}, sessionRecording: false, supportedCompression: [] });
  });
  app.get(`${apiBase}/__test/collector`, (c) => c.json({ requests: kept }));
  app.get(`${apiBase}/__test/affiliate-events`, (c) => c.json({ events: affiliateEvents.list() }));
  return app;
}
