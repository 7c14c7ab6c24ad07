import { Hono } from 'hono';
import type { RuntimeConfigInput } from '../../src/config/runtime-config';
import { findBrand } from '../../src/config/brands';
import { serveApp, serveRuntimeFiles, withSecurityHeaders } from './static';
import { webManifestFor } from './web-manifest';

/** Calls that exist for browser tests only (GET /__test/leads returns every lead's personal data). */
export const TEST_ROUTES_PREFIX = '/__test';

/**
 * Answers every test-only call with the contract's 404 when the environment is production, before
 * the lead API sees it: whatever routes the lead API adds under /__test, none is reachable there.
 */
export function hideTestRoutes(apiBase: string, environment: string | undefined): Hono {
  const app = new Hono();
  if (environment !== 'production') return app;
  app.all(`${apiBase}${TEST_ROUTES_PREFIX}/*`, (c) => c.json({ code: 'not_found', message: `${c.req.method} ${c.req.path} is not a lead API call` }, 404));
  return app;
}

export type ServerAppOptions = {
  runtimeConfig: RuntimeConfigInput;
  apiBase: string;
  /** The reference lead API (lead-api/src/app.ts), mounted at '/'. */
  leadApi: Hono;
  /** The production build; without it (the Vite dev server serves the app) only config.json and the manifest. */
  distDir?: string;
  preloadLocales?: readonly string[];
};

/**
 * One origin for `npm start` and `npm run dev`: the security headers on the app and its API, the
 * test-only calls hidden in production, the lead API, and the app's runtime files.
 */
export function createServerApp(options: ServerAppOptions): Hono {
  const { runtimeConfig, apiBase } = options;
  const brand = findBrand(runtimeConfig.brand);
  const manifest = brand && webManifestFor(brand);
  const app = new Hono();
  // Every response, by its kind (withSecurityHeaders leaves out the sandbox pages of other sites).
  app.use('*', withSecurityHeaders(runtimeConfig, apiBase));
  app.route('/', hideTestRoutes(apiBase, runtimeConfig.environment));
  app.route('/', options.leadApi);
  app.route(
    '/',
    options.distDir
      ? serveApp({
          distDir: options.distDir,
          runtimeConfig,
          manifest,
          preloadLocales: options.preloadLocales,
          locale: runtimeConfig.locale,
          firstStep: brand && { brandId: brand.id, locale: runtimeConfig.locale, firstPage: brand.firstPage },
        })
      : serveRuntimeFiles({ runtimeConfig, manifest }),
  );
  return app;
}
