import type { Plugin } from 'vite';
import { BASE_PATH } from '../../src/domain/constants';
import { LOADED_WHEN_NEEDED, START_GROUPS, startGroups, startPreloads } from '../start-chunks';

/** A library chunk's test, as the build's code splitting groups take it. */
type LibraryGroup = { test: RegExp };

/**
 * The app's own code on the way to the first step in five chunks (scripts/start-chunks.ts),
 * read from the module graph once it is complete, and those chunks as module preloads of the page.
 * What the library groups take is kept out of them.
 */
export function startChunkGroups(libraryGroups: readonly LibraryGroup[]) {
  let groups: ReturnType<typeof startGroups> = [];
  const keptOut = (id: string) => id.startsWith('\0') || libraryGroups.some((group) => group.test.test(id)) || LOADED_WHEN_NEEDED.test(id);
  const plugin: Plugin = {
    name: 'start-chunks',
    apply: 'build',
    buildEnd() {
      groups = startGroups({ moduleIds: [...this.getModuleIds()], importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [] }, keptOut);
    },
    // In index.html's head; a drawn page leaves them out and fetches the chunks one at a time (scripts/prerender.ts).
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const links = startPreloads(chunks).map((file) => `<link rel="modulepreload" crossorigin href="${BASE_PATH}/${file}">`);
        return html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
  return {
    plugin,
    groups: START_GROUPS.map(({ name }) => ({
      name,
      test: (id: string) => groups.find((group) => group.name === name)?.modules.has(id) ?? false,
      // A group is a whole static closure already, less what is kept out on purpose (the libraries' chunks,
      // the bundler's helpers, which the entry needs before any group, the phone rules): none of it is pulled in.
      includeDependenciesRecursively: false,
    })),
  };
}
