import { nginxSecurityHeaders } from '../../src/config/security-headers';
import { findBrand } from '../../src/config/brands';
import { FALLBACK_LOCALE, type RuntimeConfigInput } from '../../src/config/runtime-config';
import { FIRST_STEP_LANDING_PARAMS, IN_PROGRESS_COOKIE } from '../../src/domain/prerendered-page';
import { withLocalePreloads } from './static';
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
  /** The brand's first step route ('/initial-details'), answered with first-step.html (issue 14). */
  firstPage: string;
};

const API_PROXY_BLOCK = /\n[ \t]*# api-proxy:begin[^\n]*\n[\s\S]*?# api-proxy:end[^\n]*/;

/** docs/nginx/application-frontend.conf.template with its {{...}} filled in. */
export function renderNginxConf(template: string, options: NginxOptions): string {
  const values: Record<string, string> = {
    LISTEN: options.listen,
    SERVER_NAME: options.serverName,
    WEB_ROOT: options.webRoot,
    NGINX_DIR: options.nginxDir,
    API_UPSTREAM: options.apiUpstream ?? '',
    FIRST_PAGE: options.firstPage,
    FIRST_STEP_PARAMS: FIRST_STEP_LANDING_PARAMS.map((name) => `$arg_${name}`).join(''),
    IN_PROGRESS_COOKIE,
  };
  const text = options.apiUpstream ? template : template.replace(API_PROXY_BLOCK, '');
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
 * (the brand's first step drawn at build time, issue 14) preloading its locales.
 */
export function runtimeFilesFor(config: RuntimeConfigInput, pages: { indexHtml: string; prerenderedHtml?: string }): Record<string, string> {
  const brand = findBrand(config.brand);
  const locales = [...new Set([config.locale ?? FALLBACK_LOCALE, FALLBACK_LOCALE])];
  return {
    'config.json': `${JSON.stringify(config, null, 2)}\n`,
    ...(brand ? { 'manifest.webmanifest': `${JSON.stringify(webManifestFor(brand), null, 2)}\n` } : {}),
    'index.html': withLocalePreloads(pages.indexHtml, locales),
    [FIRST_STEP_FILE]: withLocalePreloads(pages.prerenderedHtml ?? pages.indexHtml, locales),
  };
}

/** security-headers.conf: the headers of src/config/security-headers.ts for this configuration. */
export function nginxSecurityHeadersConf(config: RuntimeConfigInput): string {
  return `# Written by npm run deployment from src/config/security-headers.ts: do not edit, run it again.\n${nginxSecurityHeaders(config)}\n`;
}
