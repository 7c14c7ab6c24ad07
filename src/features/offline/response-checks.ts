/**
 * What the offline copy may store (DESIGN.md §5): only a whole, successful answer of the kind that was
 * asked for. A cache-first copy is served at every later visit, so one answer cut on a flaky network
 * (a chunk cut short, a captive portal's page with status 200, a header cut off) would otherwise turn
 * a single fault into a page that breaks at every reload. The service worker (src/service-worker/sw.ts)
 * runs these checks before it stores an answer and again before it serves a stored one: a stored copy
 * that fails them is dropped and fetched anew.
 */

/** The only status stored: a partial (206), a redirect or an error page is never an offline copy. */
export const CACHEABLE_STATUSES = [200];

export type ResponseKind = 'js' | 'css' | 'json' | 'html' | 'svg';

/** The content type each kind of file must come with; a file of another kind is not checked for it. */
export const EXPECTED_CONTENT_TYPES: Readonly<Record<ResponseKind, RegExp>> = {
  js: /^(?:text|application)\/(?:x-)?javascript\b/i,
  css: /^text\/css\b/i,
  // application/json, and the web app manifest's application/manifest+json.
  json: /^application\/(?:[\w.-]+\+)?json\b/i,
  html: /^text\/html\b/i,
  svg: /^image\/svg\+xml\b/i,
};

const KIND_BY_EXTENSION: Readonly<Record<string, ResponseKind>> = {
  js: 'js',
  mjs: 'js',
  css: 'css',
  json: 'json',
  webmanifest: 'json',
  html: 'html',
  svg: 'svg',
};

/** The kind of file a URL names, by its extension; undefined for a path without a known one. */
export function responseKindOf(url: string): ResponseKind | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url, 'https://any.example').pathname)?.[1]?.toLowerCase();
  return extension ? KIND_BY_EXTENSION[extension] : undefined;
}

/** What an answer is checked against: its kind, and the build's digest of the file when it has one (`sha384-…`). */
export type Expected = { kind?: ResponseKind | undefined; integrity?: string | undefined };

export type ResponseProblem = 'status' | 'type' | 'cut' | 'digest';

/**
 * Why an answer must not be stored or served from the copy, or undefined when it is whole and right:
 * - `status`: not a 200 of this origin or a CORS-readable one (an opaque answer's status is unknown);
 * - `type`: its content type is not its kind's (a JS chunk answered with an HTML page);
 * - `cut`: its body failed to read, is empty, is shorter than its Content-Length, or is not whole for
 *   its kind (JSON that does not parse, an HTML page without its end);
 * - `digest`: a file of the build whose bytes are not the build's (the subresource-integrity digest).
 */
export async function responseProblem(response: Response, expected: Expected): Promise<ResponseProblem | undefined> {
  if (!CACHEABLE_STATUSES.includes(response.status) || response.type === 'opaque' || response.type === 'opaqueredirect') return 'status';
  const { kind, integrity } = expected;
  if (kind && !EXPECTED_CONTENT_TYPES[kind].test(response.headers.get('Content-Type') ?? '')) return 'type';
  let body: ArrayBuffer;
  try {
    body = await response.clone().arrayBuffer();
  } catch {
    return 'cut';
  }
  if (body.byteLength === 0) return 'cut';
  // A compressed answer's Content-Length counts the compressed bytes, not the body read here.
  const declared = response.headers.get('Content-Length');
  if (declared !== null && !response.headers.has('Content-Encoding') && Number(declared) !== body.byteLength) return 'cut';
  if (integrity && !(await matchesIntegrity(body, integrity))) return 'digest';
  if (kind === 'json' && !parsesAsJson(body)) return 'cut';
  if (kind === 'html' && !/<\/html>\s*$/i.test(new TextDecoder().decode(body))) return 'cut';
  return undefined;
}

function parsesAsJson(body: ArrayBuffer): boolean {
  try {
    JSON.parse(new TextDecoder().decode(body));
    return true;
  } catch {
    return false;
  }
}

const DIGESTS = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;

const base64Of = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** Whether the body has one of the digests of an integrity value (`sha384-<base64>`, several separated by spaces). */
export async function matchesIntegrity(body: ArrayBuffer, integrity: string): Promise<boolean> {
  for (const token of integrity.trim().split(/\s+/)) {
    const [algorithm, expected] = token.split('-', 2) as [string, string | undefined];
    const name = DIGESTS[algorithm as keyof typeof DIGESTS];
    if (!name || !expected) continue;
    if (base64Of(await crypto.subtle.digest(name, body)) === expected.split('?')[0]) return true;
  }
  return false;
}

/** The build's integrity value of a file's bytes, as the precache manifest and the worker's map carry it. */
export async function integrityOf(body: ArrayBuffer | Uint8Array): Promise<string> {
  const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
  return `sha384-${base64Of(await crypto.subtle.digest('SHA-384', bytes as Uint8Array<ArrayBuffer>))}`;
}

/** What a request's answer is expected to be: its kind by extension (or the route's), and the build's digest if the file is the build's. */
export type ExpectationsOf = (url: string) => Expected;

type CachePlugin = {
  cacheWillUpdate: (param: { request: Request; response: Response }) => Promise<Response | null>;
  cachedResponseWillBeUsed: (param: { cacheName: string; request: Request; cachedResponse?: Response }) => Promise<Response | null>;
};

/**
 * The Workbox plugin of every cache of the worker: an answer with a problem is not stored (the page
 * still gets it once, as the network gave it), and a stored copy with one is deleted and not served,
 * so the strategy fetches it again.
 */
export function wholeResponsePlugin(expectationsOf: ExpectationsOf, storage: Pick<CacheStorage, 'open'> = caches): CachePlugin {
  return {
    cacheWillUpdate: async ({ request, response }) => ((await responseProblem(response, expectationsOf(request.url))) ? null : response),
    cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
      if (!cachedResponse) return null;
      if (!(await responseProblem(cachedResponse, expectationsOf(request.url)))) return cachedResponse;
      await (await storage.open(cacheName)).delete(request);
      return null;
    },
  };
}
