import { nginxSecurityHeaders, securityHeaders, type ResponseKind } from '../../src/config/security-headers';
import { MAX_REQUEST_BODY_BYTES } from '../../src/domain/after-offer-steps/id-upload';
import { API_BASE } from './deployment';
import { nginxLogPathMap } from './log-paths';
import { findBrand } from '../../src/config/brands';
import { FALLBACK_LOCALE, loadedLocales, type RuntimeConfigInput } from '../../src/config/runtime-config';
import { BASE_PATH } from '../../src/domain/constants';
import { FIRST_STEP_LANDING_PARAMS, IN_PROGRESS_COOKIE } from '../../src/domain/journey/prerendered-page';
import { IMMUTABLE, NO_CACHE, SHORT_CACHE, servedPage, type BootPage } from './static';
import { webManifestFor } from './web-manifest';

/** The options of `npm run deployment` that end up in the nginx server block. */
export type NginxOptions = {
  listen: string;
  serverName: string;
  /** The folder that holds application-frontend/ (the build and its runtime files). */
  webRoot: string;
  /** The folder of the rendered server block and of security-headers.conf. */
  nginxDir: string;
  /** The lead API's origin (http://127.0.0.1:4173); without it the API is not proxied. */
  apiUpstream?: string;
  /** The brand's first step route ('/initial-details'), answered with first-step.html. */
  firstPage: string;
  /** HTTPS: the server block listens with TLS on `listen`, and `httpListen` only redirects to it. */
  tls?: { certificate: string; certificateKey: string; httpListen: string };
  /** Where the access log goes (its format keeps no applicant's data). */
  accessLog: string;
};

/** Debian's log directory, rotated by its logrotate rule for nginx (14 days). */
export const DEFAULT_ACCESS_LOG = '/var/log/nginx/application-frontend.access.log';

const block = (name: string) => new RegExp(`\\n[ \\t]*# ${name}:begin[^\\n]*\\n[\\s\\S]*?# ${name}:end[^\\n]*`);

/** The port of an nginx listen value ('443', '127.0.0.1:8443', '[::]:443 ssl'), for the redirect to https. */
export function listenPort(listen: string): string {
  return /(?:^|:)(\d+)(?:\s|$)/.exec(listen.trim())?.[1] ?? '443';
}

/** docs/nginx/application-frontend.conf.template with its {{...}} filled in. */
export function renderNginxConf(template: string, options: NginxOptions): string {
  const port = listenPort(options.listen);
  const values: Record<string, string> = {
    LISTEN: options.tls ? `${options.listen} ssl` : options.listen,
    HTTP_LISTEN: options.tls?.httpListen ?? '',
    HTTPS_PORT_SUFFIX: port === '443' ? '' : `:${port}`,
    CERTIFICATE: options.tls?.certificate ?? '',
    CERTIFICATE_KEY: options.tls?.certificateKey ?? '',
    SERVER_NAME: options.serverName,
    WEB_ROOT: options.webRoot,
    NGINX_DIR: options.nginxDir,
    API_UPSTREAM: options.apiUpstream ?? '',
    FIRST_PAGE: options.firstPage,
    FIRST_STEP_PARAMS: FIRST_STEP_LANDING_PARAMS.map((name) => `$arg_${name}`).join(''),
    IN_PROGRESS_COOKIE,
    ACCESS_LOG: options.accessLog,
    MAX_BODY_BYTES: String(MAX_REQUEST_BODY_BYTES),
    LOG_PATH_MAP: nginxLogPathMap(API_BASE, '$application_frontend_request_path', '$application_frontend_log_path'),
  };
  let text = options.apiUpstream ? template : template.replace(block('api-proxy'), '');
  if (!options.tls) text = text.replace(block('tls'), '').replace(block('http-redirect'), '');
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder ${placeholder} in the nginx template`);
    return value;
  });
}

/** The file nginx answers a newcomer's first step with: the brand's drawn step, or index.html when the build has none. */
export const FIRST_STEP_FILE = 'first-step.html';

/**
 * What one deployment adds to a copy of dist/ so that a static host serves what the Node server
 * makes per request: its config.json, its brand's manifest, and index.html and first-step.html
 * (the brand's first step drawn at build time) preloading its locales.
 */
export function runtimeFilesFor(config: RuntimeConfigInput, pages: { indexHtml: string; prerenderedHtml?: string }, boot?: BootPage | null): Record<string, string> {
  const brand = findBrand(config.brand);
  const locales = loadedLocales(config.locale ?? FALLBACK_LOCALE);
  return {
    'config.json': `${JSON.stringify(config, null, 2)}\n`,
    ...(brand ? { 'manifest.webmanifest': `${JSON.stringify(webManifestFor(brand), null, 2)}\n` } : {}),
    'index.html': servedPage(pages.indexHtml, locales, boot),
    [FIRST_STEP_FILE]: servedPage(pages.prerenderedHtml ?? pages.indexHtml, locales, boot),
  };
}

/** The nginx include of each kind of response: the headers of src/config/security-headers.ts for this configuration. */
export const NGINX_HEADER_FILES: Readonly<Record<ResponseKind, string>> = {
  app: 'security-headers.conf',
  'embed-script': 'security-headers-embed.conf',
  api: 'security-headers-api.conf',
};

/** security-headers*.conf, by file name; HSTS in them when the server block has TLS, the upstream's copies hidden for the API. */
export function nginxSecurityHeadersConfs(config: RuntimeConfigInput, options: { tls?: boolean } = {}): Record<string, string> {
  return Object.fromEntries(
    (Object.entries(NGINX_HEADER_FILES) as Array<[ResponseKind, string]>).map(([kind, file]) => [
      file,
      `# Written by npm run deployment from src/config/security-headers.ts: do not edit, run it again.\n${nginxSecurityHeaders(config, kind, { tls: options.tls, proxied: kind === 'api' })}\n`,
    ]),
  );
}

/** The static hosts' file of headers by path, which `npm run deployment` writes as www/_headers. */
export const STATIC_HOST_HEADERS_FILE = '_headers';

/**
 * The headers as the `_headers` file that common static hosts and CDNs read (Cloudflare Pages, Netlify):
 * the app's security headers and `no-cache` on every path (the HTML under any path), then per path the
 * cache of hashed assets, of files that keep their names, and embed.js's cross-origin resource policy.
 * A later rule adds to an earlier one; `! Name` first removes the earlier rule's value (Cloudflare's
 * syntax; a host that merges otherwise must be given the same per-path values).
 */
export function staticHostHeaders(config: RuntimeConfigInput): string {
  const lines = (headers: Record<string, string>) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const replace = (headers: Record<string, string>) => [...Object.keys(headers).map((name) => `  ! ${name}`), ...lines(headers)];
  const app = securityHeaders(config, 'app');
  const embed = securityHeaders(config, 'embed-script');
  const embedOwn = Object.fromEntries(Object.entries(embed).filter(([name, value]) => app[name] !== value));
  const base = BASE_PATH;
  return [
    '# Written by npm run deployment from src/config/security-headers.ts (docs/deploy.md, "A CDN in front"): do not edit, run it again.',
    '/*',
    ...lines({ ...app, 'Cache-Control': NO_CACHE }),
    `${base}/assets/*`,
    ...replace({ 'Cache-Control': IMMUTABLE }),
    `${base}/embed/*`,
    ...replace({ ...embedOwn, 'Cache-Control': SHORT_CACHE }),
    ...[`${base}/locales/*`, `${base}/brands/*`].flatMap((path) => [path, ...replace({ 'Cache-Control': SHORT_CACHE })]),
    '',
  ].join('\n');
}
