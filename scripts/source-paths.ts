/**
 * The source files and folders the build names by their path (its start-up chunks, what the service
 * worker leaves out of its precache), listed once: source-paths.test.ts checks each exists, so moving
 * one fails a test instead of quietly changing what an applicant's phone downloads first.
 */
export const SOURCE_PATHS = {
  /** The screens the server drives after the offer: each a dynamic import, cached when first loaded, not precached. */
  onDemandScreens: ['src/features/after-offer', 'src/features/outcomes', 'src/features/partners'],
  /** What the page imports only when it uses it, and does without until then: the phone rules, tracking. */
  loadedOnUse: ['src/ui/form-fields/phone-rules.ts', 'src/features/tracking/index.ts'],
  /** The phone rules' module, which the validators' barrel reaches statically: kept out of the start-up's chunks. */
  phoneRules: ['src/domain/validation/phone.ts'],
  /** The roots of the start-up's chunks, in the order boot imports them (start-chunks.ts). */
  startRoots: {
    'app-router': ['src/app/router.tsx'],
    'app-main': ['src/main.tsx'],
    'app-runtime': ['src/app/boot/start-runtime.ts'],
    'app-data': ['src/features/dynamic-form/prefetch-first-step.ts', 'src/ui/data-points/field-registry.ts'],
    'app-form': ['src/features/dynamic-form/form-step-screen.tsx'],
  },
} as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A module id (an absolute path, either separator) that is one of these files or lies under one of these folders. */
export function underPaths(paths: readonly string[]): RegExp {
  const alternatives = paths.map((path) => {
    const parts = path.split('/').map(escaped).join('[\\\\/]');
    return /\.[a-z]+$/.test(path) ? `[\\\\/]${parts}$` : `[\\\\/]${parts}[\\\\/]`;
  });
  return new RegExp(alternatives.join('|'));
}
