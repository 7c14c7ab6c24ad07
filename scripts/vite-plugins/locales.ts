import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const LOCALES_DIR = 'locales';

/**
 * Translations live in the top-level locales/ folder (SPEC §1) and are served at
 * <base>/locales/{lng}/{ns}.json: from the folder in development, copied into the build otherwise.
 */
export function locales(): Plugin {
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
