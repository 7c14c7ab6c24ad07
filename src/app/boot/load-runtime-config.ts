import { parseRuntimeConfig, type ConfigResult } from '../../config/runtime-config';
import { IMPORT_RETRY_DELAYS_MS } from '../../core/runtime/retrying-import';

/** The server writes the runtime configuration next to index.html (DESIGN.md §3). */
export const RUNTIME_CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;

/**
 * What reading the configuration can give: the configuration, a configuration that is wrong (the
 * operator must fix it), or no answer at all (no network, a server that is down or busy: the
 * applicant can try again).
 */
export type LoadedConfig = ConfigResult | { ok: false; unreachable: true; problems: string[] };

/** Answers that say "not now" rather than "wrong": the request may well succeed if repeated. */
const isTransient = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * The configuration, asked for again with backoff while the answer is "not now" (a request lost on a
 * lossy link is no reason to show the applicant an error); the last answer after the retries.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  delays: readonly number[] = IMPORT_RETRY_DELAYS_MS,
  wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): Promise<LoadedConfig> {
  for (const delay of delays) {
    const loaded = await fetchRuntimeConfig(fetchImpl);
    if (!('unreachable' in loaded)) return loaded;
    await wait(delay);
  }
  return fetchRuntimeConfig(fetchImpl);
}

/**
 * How long one request for the configuration may go unanswered: a request that hangs (a network that
 * says it is online and carries nothing) is no answer, and is asked for again like one that failed.
 */
export const CONFIG_REQUEST_TIMEOUT_MS = 10_000;

async function fetchRuntimeConfig(fetchImpl: typeof fetch): Promise<LoadedConfig> {
  let response: Response;
  const hung = new AbortController();
  const timer = setTimeout(() => hung.abort(), CONFIG_REQUEST_TIMEOUT_MS);
  try {
    // Same URL and mode as the <link rel="preload"> in index.html, so the preloaded answer is reused.
    response = await fetchImpl(RUNTIME_CONFIG_URL, { credentials: 'same-origin', mode: 'cors', signal: hung.signal });
  } catch (error) {
    const why = hung.signal.aborted ? `no answer in ${CONFIG_REQUEST_TIMEOUT_MS} ms` : error instanceof Error ? error.message : 'could not be fetched';
    return { ok: false, unreachable: true, problems: [`config.json: ${why}`] };
  } finally {
    clearTimeout(timer);
  }
  const problem = `config.json: the server answered ${response.status}`;
  if (isTransient(response.status)) return { ok: false, unreachable: true, problems: [problem] };
  if (!response.ok) return { ok: false, problems: [problem] };
  try {
    return parseRuntimeConfig(await response.json());
  } catch {
    return { ok: false, problems: ['config.json: not JSON'] };
  }
}
