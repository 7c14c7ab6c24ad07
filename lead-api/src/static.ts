import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { NAMESPACES, localeFilePath } from '../../src/config/translations';
import { FALLBACK_LOCALE, LOCALE_LANGUAGE_TAGS } from '../../src/config/locales';
import { bootTextsOf, withBootTexts, type BootTexts } from '../../src/config/boot-texts';
import { responseKindOf, securityHeaders, type PageKind, type SecurityHeadersInput } from '../../src/config/security-headers';
import { AFTER_FIRST_PAINT_END, prerenderedFileOf, servesPrerenderedPage } from '../../src/domain/journey/prerendered-page';
import { BASE_PATH } from '../../src/domain/constants';

export { BASE_PATH };

// Hashed assets never change; everything that names them must be revalidated (DESIGN.md §1).
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Locale files, brand logos: not hashed, so only briefly fresh. */
export const SHORT_CACHE = 'public, max-age=300';
const REVALIDATED = new Set(['/', '/index.html', '/sw.js', '/config.json', '/manifest.webmanifest']);

/**
 * The Cache-Control of a path under the base (docs/deploy.md's nginx recipe says the same): the
 * HTML, whatever its path (a deep link answers index.html), is never served from a cache unchecked.
 */
export function cacheControlFor(path: string, contentType = ''): string {
  if (contentType.startsWith('text/html') || REVALIDATED.has(path)) return NO_CACHE;
  if (path.startsWith('/assets/')) return IMMUTABLE;
  return SHORT_CACHE;
}

/**
 * The deployment's translation files, preloaded from the HTML so they download beside the JS and
 * not after it (DESIGN.md §7): the server knows the language, the build does not. On a page with its
 * first step drawn they go into its after-first-paint template, which src/entry.ts puts
 * in the head once that step is on screen: nothing competes with the step's own HTML and CSS.
 * Idempotent, so `npm run deployment` may rewrite an index.html it has already written.
 */
export function withLocalePreloads(html: string, locales: readonly string[]): string {
  const withoutOld = html.replace(/\n? *<link rel="preload" href="[^"]*\/locales\/[^"]*" as="fetch" crossorigin="anonymous" \/>/g, '');
  const links = locales
    .flatMap((lng) => NAMESPACES.map((ns) => `<link rel="preload" href="${localeFilePath(BASE_PATH, lng, ns)}" as="fetch" crossorigin="anonymous" />`))
    .join('\n    ');
  if (!links) return withoutOld;
  const end = withoutOld.includes(AFTER_FIRST_PAINT_END) ? AFTER_FIRST_PAINT_END : '</head>';
  return withoutOld.replace(end, `    ${links}\n  ${end}`);
}

/** The deployment's language for the texts a page shows before its translations (src/config/boot-texts.ts). */
export type BootPage = { texts: BootTexts; languageTag: string };

/** Reads them from the build's locale files, the fallback language's filling any gap; null without them. */
export function bootPageOf(distDir: string, locale: string): BootPage | null {
  const common = (lng: string): unknown => {
    const file = join(distDir, 'locales', lng, 'common.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
  };
  const own = common(locale);
  if (own === undefined) return null;
  const tag = (LOCALE_LANGUAGE_TAGS as Record<string, string>)[locale] ?? locale;
  return { texts: bootTextsOf(own, common(FALLBACK_LOCALE)), languageTag: tag };
}

/** A page as a deployment serves it: its locales preloaded, and its boot texts when it has them. */
export function servedPage(html: string, locales: readonly string[], boot: BootPage | null | undefined): string {
  const preloaded = withLocalePreloads(html, locales);
  return boot ? withBootTexts(preloaded, boot.texts, boot.languageTag) : preloaded;
}

/** Where partners load embed.js from (docs/embedding.md): its own Cross-Origin-Resource-Policy. */
export const EMBED_PATH = `${BASE_PATH}/embed`;

/**
 * The security headers of src/config/security-headers.ts on every response this server makes: pages,
 * files, 404s, redirects, /policy and API answers, errors included, and the reference
 * server's sandbox pages of other sites (partner, bank link, policy texts) with a policy of their own,
 * each by its kind.
 */
export function withSecurityHeaders(config: SecurityHeadersInput, apiPath: string) {
  const byKind = new Map<PageKind, Record<string, string>>();
  const headersOf = (kind: PageKind) => byKind.get(kind) ?? byKind.set(kind, securityHeaders(config, kind)).get(kind)!;
  return async (c: Context, next: () => Promise<void>) => {
    await next();
    const kind = responseKindOf(c.req.path, { basePath: BASE_PATH, apiPath, embedPath: EMBED_PATH });
    for (const [name, value] of Object.entries(headersOf(kind))) c.header(name, value);
  };
}

/** What a deployment adds next to the build: its runtime configuration and its brand's manifest. */
export function serveRuntimeFiles(options: { runtimeConfig: unknown; manifest?: unknown }): Hono {
  const app = new Hono();
  app.get(`${BASE_PATH}/config.json`, (c) => {
    c.header('Cache-Control', NO_CACHE);
    return c.json(options.runtimeConfig);
  });
  // The brand in use's web app manifest (one build serves every brand, so it is not a build file).
  app.get(`${BASE_PATH}/manifest.webmanifest`, (c) => {
    if (!options.manifest) return c.notFound();
    c.header('Cache-Control', NO_CACHE);
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    return c.body(JSON.stringify(options.manifest));
  });
  return app;
}

/** The deployment's brand and language, whose prerendered first step the build may hold. */
export type FirstStepPage = { brandId: string; locale: string; firstPage: string };

/** Serves the production build under the base path, its runtime configuration, and the SPA fallback. */
export function serveApp(options: {
  distDir: string;
  runtimeConfig: unknown;
  manifest?: unknown;
  preloadLocales?: readonly string[];
  /** The deployment's locale, whose boot texts the pages carry. */
  locale?: string;
  firstStep?: FirstStepPage;
}): Hono {
  const app = new Hono();
  const { firstStep } = options;
  const boot = options.locale ? bootPageOf(options.distDir, options.locale) : null;
  const prerendered = firstStep && join(options.distDir, prerenderedFileOf(firstStep.brandId, firstStep.locale));
  /** The brand's first step drawn at build time for a newcomer at its paths, else index.html (src/domain/journey/prerendered-page.ts). */
  const pageFile = (c: Context) => {
    const request = { path: c.req.path.slice(BASE_PATH.length) || '/', search: new URL(c.req.url).search, cookie: c.req.header('Cookie') };
    return prerendered && servesPrerenderedPage(request, firstStep.firstPage) && existsSync(prerendered) ? prerendered : join(options.distDir, 'index.html');
  };
  // Read per request: a rebuild while the server runs must not leave it naming deleted chunks.
  const page = async (c: Context) => {
    c.header('Vary', 'Cookie');
    return c.html(servedPage(await readFile(pageFile(c), 'utf8'), options.preloadLocales ?? [], boot));
  };

  // Lighthouse's throttling counts the bytes sent: serve text compressed, as any CDN in front would.
  app.use(`${BASE_PATH}/*`, compress());
  app.get('/', (c) => c.redirect(`${BASE_PATH}/`));
  app.use(`${BASE_PATH}/*`, async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    c.header('Cache-Control', cacheControlFor(c.req.path.slice(BASE_PATH.length), c.res.headers.get('Content-Type') ?? ''));
  });
  app.route('/', serveRuntimeFiles(options));
  app.get(`${BASE_PATH}/`, page);
  app.get(`${BASE_PATH}/index.html`, page);
  // Source maps are for error reporting, not for the public (the build keeps them out of dist/ too).
  app.get(`${BASE_PATH}/*`, async (c, next) => (c.req.path.endsWith('.map') ? c.notFound() : next()));
  app.use(
    `${BASE_PATH}/*`,
    serveStatic({ root: options.distDir, rewriteRequestPath: (path) => path.slice(BASE_PATH.length) || '/' }),
  );
  // Every other path under the base is a route of the single-page app.
  app.get(`${BASE_PATH}/*`, async (c) => {
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.notFound();
    return page(c);
  });
  app.get(BASE_PATH, (c) => c.redirect(`${BASE_PATH}/`));
  return app;
}
