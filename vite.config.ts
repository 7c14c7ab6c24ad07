import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { SERVICE_WORKER_FILE, SERVICE_WORKER_OPTIONS, SERVICE_WORKER_SCOPE } from './src/features/offline/service-worker-routes';

const LOCALES_DIR = 'locales';

/**
 * Translations live in the top-level locales/ folder (SPEC §1) and are served at
 * <base>/locales/{lng}/{ns}.json: from the folder in development, copied into the build otherwise.
 */
function locales(): Plugin {
  return {
    name: 'locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(req.url?.split('?')[0] ?? '');
        if (!match) return next();
        try {
          const body = readFileSync(join(LOCALES_DIR, match[1]!, `${match[2]}.json`));
          res.setHeader('Content-Type', 'application/json');
          res.end(body);
        } catch {
          res.statusCode = 404;
          res.end();
        }
      });
    },
    generateBundle() {
      for (const lng of readdirSync(LOCALES_DIR)) {
        for (const file of readdirSync(join(LOCALES_DIR, lng))) {
          this.emitFile({ type: 'asset', fileName: `locales/${lng}/${file}`, source: readFileSync(join(LOCALES_DIR, lng, file)) });
        }
      }
    },
  };
}

export default defineConfig({
  base: '/application-frontend/',
  plugins: [
    react(),
    locales(),
    // DESIGN.md §5, §9: the offline service worker. Registered by src/app/boot/register-service-worker.ts
    // (injectRegister: false) after the first render; the manifest is served per brand by lead-api.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      filename: SERVICE_WORKER_FILE,
      scope: SERVICE_WORKER_SCOPE,
      workbox: SERVICE_WORKER_OPTIONS,
    }),
  ],
  build: { target: 'es2022', sourcemap: true },
});
