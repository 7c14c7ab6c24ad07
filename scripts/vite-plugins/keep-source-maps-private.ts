import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Where the build's source maps go: out of dist/, so no deployment serves them; kept for error reporting.
 * `npm run build` (scripts/build.ts) points it beside sourcemaps/ and swaps it in with the build.
 */
const SOURCE_MAPS_DIR = process.env.SOURCE_MAPS_DIR || 'sourcemaps';

/** `build.sourcemap: 'hidden'` writes maps that no file names; this moves them out of dist/. */
export function keepSourceMapsPrivate(): Plugin {
  let outDir = 'dist';
  return {
    name: 'keep-source-maps-private',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        rmSync(SOURCE_MAPS_DIR, { recursive: true, force: true });
        const walk = (dir: string): string[] =>
          readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
        for (const file of walk(outDir).filter((name) => name.endsWith('.map'))) {
          const target = join(SOURCE_MAPS_DIR, relative(outDir, file));
          mkdirSync(dirname(target), { recursive: true });
          renameSync(file, target);
        }
      },
    },
  };
}
