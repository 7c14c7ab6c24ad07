import type { Plugin } from 'vite';
import { onDemandFiles } from '../on-demand-chunks';

/**
 * The chunks only the screens after the offer need (scripts/on-demand-chunks.ts), read from
 * the bundle; the service worker's precache manifest leaves them out and caches them when they load.
 */
export function onDemandChunks(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'on-demand-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ ...output, css: [...(output.viteMetadata?.importedCss ?? [])] }]
          : [],
      );
      for (const file of onDemandFiles(chunks)) files.add(file);
    },
  };
  return { plugin, files };
}
