import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';

export const BASE_PATH = '/application-frontend';

// Hashed assets never change; everything that names them must be revalidated (DESIGN.md §1).
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATED = new Set(['/', '/index.html', '/sw.js', '/config.json', '/manifest.webmanifest']);

/** Serves the production build under the base path, its runtime configuration, and the SPA fallback. */
export function serveApp(options: { distDir: string; runtimeConfig: unknown; manifest?: unknown }): Hono {
  const app = new Hono();
  // Read per request: a rebuild while the server runs must not leave it naming deleted chunks.
  const indexHtml = () => readFile(join(options.distDir, 'index.html'), 'utf8');

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
  app.use(
    `${BASE_PATH}/*`,
    serveStatic({ root: options.distDir, rewriteRequestPath: (path) => path.slice(BASE_PATH.length) || '/' }),
  );
  // Every other path under the base is a route of the single-page app.
  app.get(`${BASE_PATH}/*`, async (c) => {
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.notFound();
    c.header('Cache-Control', NO_CACHE);
    return c.html(await indexHtml());
  });
  app.get(BASE_PATH, (c) => c.redirect(`${BASE_PATH}/`));
  return app;
}
