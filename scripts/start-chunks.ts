import { SOURCE_PATHS, underPaths } from './source-paths';

/**
 * The app's own code on the way to the first step in a few chunks, not about fifty. Left to
 * itself the bundler cuts a chunk for every set of dynamic imports sharing a module, so the first step
 * would be dozens of files and the precached form more, each a request with its headers, a compile and
 * an instantiation on the phone, and each compressed alone.
 *
 * Each group is what one of the start-up's imports reaches through static imports, less what an earlier
 * group holds. The groups follow the order in which boot asks for them, so a group's chunk imports only
 * earlier groups' (no cycle), and each is still evaluated in a task of its own (src/entry.ts, boot.tsx).
 */

/** The start-up's imports in the order it makes them (src/entry.ts, then boot.tsx): a module id ends with a root's path. */
// The form's data and field registry apart from its screen: evaluated as one chunk they were one long
// task on a slow phone; boot imports prefetch-first-step (app-data) beside the screen, which then runs alone.
export const START_GROUPS = Object.entries(SOURCE_PATHS.startRoots).map(([name, roots]) => ({ name, roots: roots.map((root) => `/${root}`) }));

/**
 * What no group takes though a static import reaches it: the phone library loads when a phone field
 * is focused or the page is idle (src/ui/form-fields/phone-library.ts). The validators' barrel
 * (src/domain/validation/validation.ts) re-exports the phone rules, so the static closure reaches them, while
 * the bundler, which knows what each import uses, keeps them in chunks of their own.
 */
const LIBPHONENUMBER = /[\\/]node_modules[\\/]libphonenumber-js[\\/]/;
const PHONE_RULES = underPaths(SOURCE_PATHS.phoneRules);
export const LOADED_WHEN_NEEDED = { test: (moduleId: string) => LIBPHONENUMBER.test(moduleId) || PHONE_RULES.test(moduleId) };

/** The build's module graph as far as the groups need it: its modules and their static imports. */
export type StaticGraph = {
  moduleIds: readonly string[];
  /** The module's static imports (Rollup's ModuleInfo.importedIds). */
  importedIds: (id: string) => readonly string[];
};

/**
 * Each group's modules: the static closure of its roots less earlier groups' and whatever `excluded`
 * says stays out (the libraries' chunks). A root missing from the graph (a file renamed) fails the
 * build: the start-up would otherwise fall back to dozens of chunks without anyone noticing.
 */
export function startGroups(graph: StaticGraph, excluded: (id: string) => boolean, groups: readonly { name: string; roots: readonly string[] }[] = START_GROUPS) {
  const taken = new Set<string>();
  return groups.map(({ name, roots }) => {
    const modules = new Set<string>();
    const pending = graph.moduleIds.filter((id) => roots.some((root) => id.endsWith(root)));
    const missing = roots.filter((root) => !pending.some((id) => id.endsWith(root)));
    if (missing.length > 0) throw new Error(`start-chunks: ${name}'s root ${missing.join(', ')} is not in the build (renamed? update SOURCE_PATHS.startRoots)`);
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (taken.has(id) || modules.has(id) || excluded(id)) continue;
      modules.add(id);
      pending.push(...graph.importedIds(id));
    }
    for (const id of modules) taken.add(id);
    return { name, modules };
  });
}

/** A chunk of the build as far as the preloads need it (Rollup's OutputChunk). */
export type StartChunk = { fileName: string; name: string; isEntry: boolean; imports: readonly string[]; dynamicImports: readonly string[] };

/**
 * The files index.html asks for at once as module preloads: what the entry imports and the start groups'
 * chunks, with everything they import. Downloaded side by side, they are then evaluated one import at a
 * time (src/entry.ts): a few large chunks arriving together would otherwise run in one long task. A drawn
 * page leaves them out (scripts/prerender.ts): its step is on the screen and must stay responsive.
 */
export function startPreloads(chunks: readonly StartChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const names = new Set<string>(START_GROUPS.map(({ name }) => name));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const preloads: string[] = [];
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || chunk.isEntry || preloads.includes(fileName)) return;
    chunk.imports.forEach(visit);
    preloads.push(fileName);
  };
  for (const entry of entries) entry.imports.concat(entry.dynamicImports).forEach(visit);
  for (const chunk of chunks) if (names.has(chunk.name)) visit(chunk.fileName);
  return preloads;
}
