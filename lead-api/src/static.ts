import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { NAMESPACES, localeFilePath } from '../../src/config/translations';

export const BASE_PATH = '/application-frontend';

// Hashed assets never change; everything that names them must be revalidated (DESIGN.md §1).
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATED = new Set(['/', '/index.html', '/sw.js', '/config.json', '/manifest.webmanifest']);

/**
 * The deployment's translation files, preloaded from the HTML so they download beside the JS and
 * not after it (DESIGN.md §7): the server knows the language, the build does not.
 */
export function withLocalePreloads(html: string, locales: readonly string[]): string {
  const links = locales
    .flatMap((lng) => NAMESPACES.map((ns) => `<link rel="preload" href="${localeFilePath(BASE_PATH, lng, ns)}" as="fetch" crossorigin="anonymous" />`))
    .join('\n    ');
  return html.replace('</head>', `    ${links}\n  </head>`);
}

/** Serves the production build under the base path, its runtime configuration, and the SPA fallback. */
export function serveApp(options: { distDir: string; runtimeConfig: unknown; manifest?: unknown; preloadLocales?: readonly string[] }): Hono {
  const app = new Hono();
  // Read per request: a rebuild while the server runs must not leave it naming deleted chunks.
  const indexHtml = async () => withLocalePreloads(await readFile(join(options.distDir, 'index.html'), 'utf8'), options.preloadLocales ?? []);
  const page = async (c: Context) => {
    c.header('Cache-Control', NO_CACHE);
    return c.html(await indexHtml());
  };

  // Lighthouse's throttling counts the bytes sent: serve text compressed, as any CDN in front would.
  app.use(`${BASE_PATH}/*`, compress());
  app.get('/', (c) => c.redirect(`${BASE_PATH}/`));
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
  app.use(`${BASE_PATH}/*`, async (c, next) => {
    await next();
    const path = c.req.path.slice(BASE_PATH.length);
    if (c.res.status !== 200) return;
    c.header('Cache-Control', path.startsWith('/assets/') ? IMMUTABLE : REVALIDATED.has(path) ? NO_CACHE : 'public, max-age=300');
  });
  app.get(`${BASE_PATH}/`, page);
  app.get(`${BASE_PATH}/index.html`, page);
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
