/**
 * The security headers of every response that carries the app (DESIGN.md §8, §10): one definition,
 * used by `npm start` (lead-api/src/static.ts), `npm run dev` and the nginx recipe (docs/deploy.md),
 * so the three cannot drift. Pure: the runtime configuration in, header names and values out.
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
};

type TagId = 'gtmId' | 'googleAdsSendTo' | 'metaPixelId' | 'tikTokPixelId' | 'analyticsKey' | 'replayAppId' | 'recaptchaSiteKey';

/**
 * The hosts each configured tag loads from (scripts, pixels) and reports to. A tag that is not
 * configured adds nothing: the policy names only what this deployment uses.
 */
export const TAG_SOURCES: Record<TagId, { script: string[]; connect: string[] }> = {
  gtmId: { script: ['https://www.googletagmanager.com'], connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com'] },
  googleAdsSendTo: { script: ['https://www.googletagmanager.com'], connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net'] },
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
  recaptchaSiteKey: { script: ['https://www.google.com', 'https://www.gstatic.com'], connect: ['https://www.google.com'] },
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

/** Documented for the TLS edge (docs/deploy.md), never sent by the app's servers: they may run on plain http. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

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
function logoOrigins(origins: SecurityHeadersInput['partnerLogoOrigins']): string[] {
  return (origins ?? []).map(apiOrigin).filter((origin): origin is string => origin !== undefined);
}

function tagSources(tracking: SecurityHeadersInput['tracking'], kind: 'script' | 'connect'): string[] {
  const vendors = Object.entries(TAG_SOURCES).flatMap(([id, sources]) => (tracking?.[id as TagId] ? sources[kind] : []));
  // First-party proxies of the vendors' scripts (scriptUrls) and the analytics host: their own origins.
  const configured = kind === 'script' ? Object.values(tracking?.scriptUrls ?? {}) : [tracking?.analyticsHost];
  return [...vendors, ...configured.map(apiOrigin).filter((origin): origin is string => origin !== undefined)];
}

/**
 * The Content-Security-Policy: no 'unsafe-inline', no 'unsafe-eval' (zod runs jitless, toasts take
 * their styles from a file). Partner hand-offs post forms to https: partners (http: in development,
 * as src/domain/partner-redirect.ts allows); frames are allowed only to the embedding origins.
 */
export function contentSecurityPolicy(input: SecurityHeadersInput): string {
  const api = apiOrigin(input.apiBase);
  const parents = unique(input.embedding?.allowedParentOrigins ?? []);
  const development = (input.environment ?? 'development') === 'development';
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(tagSources(input.tracking, 'script'))]],
    ['style-src', ["'self'"]],
    // data: for the blank favicon of index.html; blob: and data: for previews of the ID upload;
    // the partners' logos from the hosts the configuration names (issue 28: they were refused).
    ['img-src', ["'self'", 'data:', 'blob:', ...unique([...tagSources(input.tracking, 'connect'), ...logoOrigins(input.partnerLogoOrigins)])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...unique([...(api ? [api] : []), ...tagSources(input.tracking, 'connect')])]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    // Partner hand-offs may open the partner's page in a frame (a bank link); reCAPTCHA draws one.
    ['frame-src', ["'self'", 'https:', ...(development ? ['http:'] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", 'https:', ...(development ? ['http:'] : [])]],
    ['frame-ancestors', parents.length > 0 ? parents : ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every security header the app's responses carry, in a stable order. */
export function securityHeaders(input: SecurityHeadersInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** The same headers as nginx directives, for the recipe of docs/deploy.md ('always': on errors too). */
export function nginxSecurityHeaders(input: SecurityHeadersInput): string {
  return Object.entries(securityHeaders(input))
    .map(([name, value]) => `add_header ${name} "${value.replace(/["\\]/g, '')}" always;`)
    .join('\n');
}
