import { defineConfig } from 'vite';
import { EMBED_MAJOR_VERSION } from './src/domain/embedding/embed-protocol';
import { BUILD_TARGET } from './scripts/browser-targets.mjs';

/**
 * embed.js for partners: one classic script, no module loader, no dependencies, at a URL
 * that names its major version (`/application-frontend/embed/v1.js`, kept for every build of that major).
 * Built after the app (`npm run build`), into the app's dist/ but outside its precache.
 */
export default defineConfig({
  publicDir: false,
  build: {
    // embed.js runs on partners' pages in the same browsers as the app (package.json's browserslist).
    target: BUILD_TARGET,
    outDir: 'dist/embed',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    lib: {
      entry: `src/embed/v${EMBED_MAJOR_VERSION}.ts`,
      formats: ['iife'],
      name: 'applicationFrontendEmbed',
      fileName: () => `v${EMBED_MAJOR_VERSION}.js`,
    },
  },
});
