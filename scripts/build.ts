// `npm run build` (a build that succeeds or fails whole): the app (vite build), embed.js for
// partners (vite.embed.config.ts), the first steps drawn (prerender.ts) and the backend's contract
// (openapi.json), all written into a directory beside dist/ and swapped in only when every step has
// succeeded (atomic-build.ts), with the marker `npm start` checks (build-state.mjs). A failure prints
// one line and leaves dist/ as it was.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { openApiDocument } from '../src/api/contract/openapi';
import { atomicBuild, buildingDirOf } from './atomic-build';
import { prerender } from './prerender';
import { firstLine } from './prerender-budget';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, 'dist');
const sourceMapsDir = join(root, 'sourcemaps');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

// keepSourceMapsPrivate() (scripts/vite-plugins/keep-source-maps-private.ts) moves the maps here; they are swapped in with the build.
process.env.SOURCE_MAPS_DIR = buildingDirOf(sourceMapsDir);

try {
  const started = Date.now();
  const marker = await atomicBuild({
    distDir,
    extras: [sourceMapsDir],
    steps: [
      { name: 'vite build', run: async (outDir) => void (await build({ root, configFile: join(root, 'vite.config.ts'), build: { outDir, emptyOutDir: true } })) },
      {
        name: 'embed.js',
        run: async (outDir) => void (await build({ root, configFile: join(root, 'vite.embed.config.ts'), build: { outDir: join(outDir, 'embed'), emptyOutDir: false } })),
      },
      { name: 'prerender', run: (outDir) => prerender({ distDir: outDir }) },
      { name: 'openapi.json', run: async (outDir) => writeFileSync(join(outDir, 'openapi.json'), `${JSON.stringify(openApiDocument(version), null, 2)}\n`) },
    ],
  });
  console.log(`build: done in ${Math.round((Date.now() - started) / 1000)} s (${marker.firstSteps}); dist/ is the new build`);
} catch (error) {
  console.error(`build failed: ${firstLine(error)}; dist/ is unchanged`);
  process.exit(1);
}
