/**
 * The security headers of every response (DESIGN.md §8, §10; OWASP's secure-headers list):
 * one definition, used by `npm start` and `npm run dev` (lead-api/src/static.ts), the nginx recipe and
 * the static hosts' `_headers` file (docs/deploy.md), so they cannot drift. Pure: the runtime
 * configuration and the kind of response in, header names and values out.
 */

/** What of the runtime configuration decides the headers (a config.json, parsed or not). */
export type SecurityHeadersInput = {
  environment?: string;
  /** Relative ('/api') means the page's own origin; absolute adds its origin to connect-src. */
  apiBase?: string;
  tracking?: Partial<Record<TagId | 'analyticsHost', string | undefined>> & { scriptUrls?: Partial<Record<string, string | undefined>> };
  embedding?: { allowedParentOrigins?: readonly string[] };
  /** The partner logo hosts (GET /partner/logos answers URLs on them): added to img-src. */
  partnerLogoOrigins?: readonly string[];
  /** The partner lenders' pages that redirects post forms to and hand-offs open in a frame: form-action and frame-src. */
  partnerOrigins?: readonly string[];
};

type TagId = 'gtmId' | 'googleAdsSendTo' | 'metaPixelId' | 'tikTokPixelId' | 'analyticsKey' | 'replayAppId' | 'recaptchaSiteKey';

/**
 * The hosts each configured tag loads from (scripts, pixels) and reports to. A tag that is not
 * configured adds nothing: the policy names only what this deployment uses.
 */
export const TAG_SOURCES: Record<TagId, { script: string[]; connect: string[]; frame?: string[] }> = {
  gtmId: { script: ['https://www.googletagmanager.com'], connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com'] },
  // gtag's conversion measurement draws a frame of its own on td.doubleclick.net.
  googleAdsSendTo: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net'],
    frame: ['https://td.doubleclick.net'],
  },
  metaPixelId: { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com'] },
  tikTokPixelId: { script: ['https://analytics.tiktok.com'], connect: ['https://analytics.tiktok.com'] },
  // posthog-js is bundled; it reports to analyticsHost (added below).
  analyticsKey: { script: [], connect: [] },
  // The logrocket package is bundled; it fetches its recorder from LogRocket's CDN and reports there.
  replayAppId: {
    // The hosts named in node_modules/logrocket/dist (its recorder's CDN and its intake servers).
    script: ['https://cdn.logr-in.com', 'https://cdn.logrocket.io'],
    connect: [
      'https://r.logr-in.com', 'https://r.logr-ingest.com', 'https://r.logrocket.io', 'https://r.lr-in-prod.com', 'https://r.lr-in.com',
      'https://r.lr-ingest.com', 'https://r.lr-ingest.io', 'https://r.lr-intake.com', 'https://e.logrocket.com',
    ],
  },
  // reCAPTCHA draws its (invisible) widget in a frame from www.google.com.
  recaptchaSiteKey: { script: ['https://www.google.com', 'https://www.gstatic.com'], connect: ['https://www.google.com'], frame: ['https://www.google.com'] },
};


/** The funnel uses the camera for the ID upload, on its own origin; every other feature is off. */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** Sent only over TLS (the nginx recipe's https server, docs/deploy.md): the Node servers also run on plain http. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Where browsers report CSP violations: under the API base, so it is the backend's (docs/backend.md), and the reference server stores them. */
export const CSP_REPORT_PATH = '/csp-reports';
/** The Reporting API endpoint group the CSP's report-to names (Reporting-Endpoints). */
export const CSP_REPORT_GROUP = 'csp';

/** API answers hold personal data (a continue link answers name, birth date and national id): never stored by any cache. */
export const API_CACHE_CONTROL = 'no-store';

/**
 * What a response is, for its headers: a page or file of the app, an API answer, or the embed script
 * that partners' pages load from their own origin with a plain <script src> (docs/embedding.md).
 */
export type ResponseKind = 'app' | 'api' | 'embed-script';
/**
 * Every kind a server that answers on one origin makes (`npm start`): also the reference server's
 * sandbox pages, which stand for other sites (the partner's page, the bank link, a policy's text).
 * nginx serves no such page, so it has a file per ResponseKind only.
 */
export type PageKind = ResponseKind | 'sandbox-page';

export type HeaderOptions = {
  /** The response goes out over TLS (the nginx recipe's https server): adds HSTS. */
  tls?: boolean;
};

const unique = (values: Iterable<string>) => [...new Set(values)];

/** The origin of an absolute API base; nothing for a path on the page's own origin. */
export function apiOrigin(apiBase: string | undefined): string | undefined {
  if (!apiBase || !/^https?:\/\//i.test(apiBase)) return undefined;
  try {
    return new URL(apiBase).origin;
  } catch {
    return undefined;
  }
}

/** Only real origins reach the policy: a value with a space or a quote could add a source of its own. */
function originsOf(origins: readonly string[] | undefined): string[] {
  return (origins ?? []).map(apiOrigin).filter((origin): origin is string => origin !== undefined);
}

function tagSources(tracking: SecurityHeadersInput['tracking'], kind: 'script' | 'connect' | 'frame'): string[] {
  const vendors = Object.entries(TAG_SOURCES).flatMap(([id, sources]) => (tracking?.[id as TagId] ? (sources[kind] ?? []) : []));
  if (kind === 'frame') return vendors;
  // First-party proxies of the vendors' scripts (scriptUrls) and the analytics host: their own origins.
  const configured = kind === 'script' ? Object.values(tracking?.scriptUrls ?? {}) : [tracking?.analyticsHost];
  return [...vendors, ...configured.map(apiOrigin).filter((origin): origin is string => origin !== undefined)];
}

/** The report endpoint's URL: the API base's (relative to the page when the base is a path). */
export function cspReportUrl(apiBase: string | undefined): string {
  return `${(apiBase ?? '/api').replace(/\/$/, '')}${CSP_REPORT_PATH}`;
}

const isDevelopment = (input: SecurityHeadersInput) => (input.environment ?? 'development') === 'development';

/**
 * The Content-Security-Policy: no 'unsafe-inline', no 'unsafe-eval' (zod runs jitless, toasts take
 * their styles from a file). Forms post, and frames open, only to this origin and the partner origins
 * the runtime configuration names (partner redirects with method POST, the bank-link hand-offs shown
 * in a frame), plus the frames of configured tags; frame-ancestors lists the embedding origins.
 * Violations are reported to the API's report endpoint.
 */
export function contentSecurityPolicy(input: SecurityHeadersInput): string {
  const api = apiOrigin(input.apiBase);
  const parents = unique(input.embedding?.allowedParentOrigins ?? []);
  const partners = originsOf(input.partnerOrigins);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(tagSources(input.tracking, 'script'))]],
    ['style-src', ["'self'"]],
    // data: for the blank favicon of index.html; blob: and data: for previews of the ID upload;
    // the partners' logos from the hosts the configuration names (without them the browser refuses them).
    ['img-src', ["'self'", 'data:', 'blob:', ...unique([...tagSources(input.tracking, 'connect'), ...originsOf(input.partnerLogoOrigins)])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...unique([...(api ? [api] : []), ...tagSources(input.tracking, 'connect')])]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'self'", ...unique([...partners, ...tagSources(input.tracking, 'frame')])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...unique(partners)]],
    ['frame-ancestors', parents.length > 0 ? parents : ["'none'"]],
    // Outside development every deployment is https: a stray http: URL is fetched over https, never in clear.
    ...(isDevelopment(input) ? [] : [['upgrade-insecure-requests', []] as [string, string[]]]),
    // report-uri for browsers without the Reporting API (Firefox); Chromium uses report-to and ignores it.
    ['report-uri', [cspReportUrl(input.apiBase)]],
    ['report-to', [CSP_REPORT_GROUP]],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * Every header a response of this kind carries, in a stable order (OWASP's secure-headers list):
 *
 * - Cross-Origin-Opener-Policy `same-origin`: no other site's window keeps a handle on the funnel's.
 *   The partner hand-offs do not need one: a redirect navigates this tab (GET, or a POSTed form), a
 *   bank link opens in a frame or this tab and comes back by navigating, and links that open a new
 *   tab are `noopener` already. COOP does not apply inside a partner's frame (only to top-level pages).
 * - Cross-Origin-Resource-Policy `same-origin`, except the embed script: partners' pages load it from
 *   their own origin with a plain <script src>, which `same-origin` would block (docs/embedding.md).
 * - X-Frame-Options, for browsers without CSP frame-ancestors: `DENY` when no origin may frame the
 *   funnel. When partners may, it is left out: X-Frame-Options cannot name origins (ALLOW-FROM is
 *   obsolete and ignored), so any value would forbid the partners' frames in a browser that honours it,
 *   and every browser that can run the app honours frame-ancestors, which then overrides it anyway.
 * - API answers: `Cache-Control: no-store` (personal data).
 */
export function securityHeaders(input: SecurityHeadersInput, kind: PageKind = 'app', options: HeaderOptions = {}): Record<string, string> {
  const framed = (input.embedding?.allowedParentOrigins ?? []).length > 0;
  if (kind === 'sandbox-page') return sandboxPageHeaders(input, framed);
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${cspReportUrl(input.apiBase)}"`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': kind === 'embed-script' ? 'cross-origin' : 'same-origin',
    ...(framed ? {} : { 'X-Frame-Options': 'DENY' }),
    'X-Permitted-Cross-Domain-Policies': 'none',
    ...(kind === 'api' ? { 'Cache-Control': API_CACHE_CONTROL } : {}),
    ...(options.tls ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/**
 * The sandbox pages' own policy: nothing but their stylesheet and images from this origin, forms back
 * to it (the partner page takes the app's POSTed form), framed only by the app (the bank link inside
 * the step) and the app's own embedding parents. They show a lead id: never cached.
 */
export function sandboxPagePolicy(input: SecurityHeadersInput): string {
  const ancestors = ["'self'", ...unique(input.embedding?.allowedParentOrigins ?? [])];
  return [`default-src 'none'`, `style-src 'self'`, `img-src 'self' data:`, `form-action 'self'`, `base-uri 'none'`, `frame-ancestors ${ancestors.join(' ')}`].join('; ');
}

function sandboxPageHeaders(input: SecurityHeadersInput, framed: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': sandboxPagePolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(framed ? {} : { 'X-Frame-Options': 'SAMEORIGIN' }),
    'X-Permitted-Cross-Domain-Policies': 'none',
    'Cache-Control': API_CACHE_CONTROL,
  };
}

/** Where the app and its API live on a server: the base path of the app and the path of the API base. */
export type ServedPaths = { basePath: string; apiPath: string; embedPath: string };

/**
 * The kind of a response by its path, for a server that answers everything on one origin
 * (lead-api/src/server-app.ts): the API under its base and the policies path, the embed script, the
 * reference server's sandbox pages (the partner's page, the bank link, a policy's full text), the
 * rest (pages, files, 404s, redirects) the app's.
 */
export function responseKindOf(path: string, paths: ServedPaths): PageKind {
  if (path === '/partner' || path.startsWith('/partner/') || path.startsWith('/policy/')) return 'sandbox-page';
  if (path === '/policy' || path === paths.apiPath || path.startsWith(`${paths.apiPath}/`)) return 'api';
  if (path.startsWith(`${paths.embedPath}/`)) return 'embed-script';
  return 'app';
}

/**
 * The same headers as nginx directives ('always': on errors and redirects too). For a proxied API,
 * the upstream's own copies are hidden first, so each header is sent once, with the edge's value.
 */
export function nginxSecurityHeaders(input: SecurityHeadersInput, kind: ResponseKind = 'app', options: HeaderOptions & { proxied?: boolean } = {}): string {
  const headers = Object.entries(securityHeaders(input, kind, options));
  return [
    ...(options.proxied ? headers.map(([name]) => `proxy_hide_header ${name};`) : []),
    ...headers.map(([name, value]) => `add_header ${name} "${value.replace(/["\\]/g, (char) => `\\${char}`)}" always;`),
  ].join('\n');
}
