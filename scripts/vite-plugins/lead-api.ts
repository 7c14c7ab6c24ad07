import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import type * as DevServerModule from '../../lead-api/src/dev-server';

/**
 * `npm run dev`: the lead API, config.json, /policy and the manifest on Vite's own origin, from the
 * same variables as `npm start` (lead-api/src/dev-server.ts), while Vite serves the app with hot
 * reload. Loaded through Vite's SSR loader only when the dev server starts, never in a build; an
 * edit under lead-api/src/ (or a shared src/ module it imports) starts a fresh lead API on the same data.
 */
export function leadApi(): Plugin {
  return {
    name: 'lead-api',
    apply: 'serve',
    async configureServer(server) {
      const load = async () => {
        const module = (await server.ssrLoadModule('/lead-api/src/dev-server.ts')) as typeof DevServerModule;
        return { ...(await module.createDevServerListener(process.env)), isServerPath: module.isServerPath };
      };
      let current = await load();
      server.config.logger.info(`  lead API, config.json, /policy and the manifest mounted (data in ${current.dataDir})`);
      let reloading = Promise.resolve();
      server.watcher.on('change', (file) => {
        if (!file.includes(join('lead-api', 'src'))) return;
        reloading = reloading.then(async () => {
          await current.close();
          current = await load();
          server.config.logger.info(`  lead API reloaded after a change to ${relative(process.cwd(), file)}`, { timestamp: true });
        });
      });
      server.middlewares.use((req, res, next) => {
        if (!current.isServerPath(req.url?.split('?')[0] ?? '')) return next();
        void reloading.then(() => current.listener(req, res));
      });
      server.httpServer?.once('close', () => void current.close());
    },
  };
}
