import { describe, expect, it } from 'vitest';
import { LOADED_WHEN_NEEDED, START_GROUPS, startGroups, startPreloads, type StartChunk } from './start-chunks';

/** The app's shape: the router and main share a module, the form's screen reaches the router's, the registry and a library. */
const IMPORTS: Record<string, string[]> = {
  '/app/src/app/router.tsx': ['/app/src/app/steps.ts', '/app/node_modules/react/index.js'],
  '/app/src/app/steps.ts': ['/app/src/domain/journey/journey.ts'],
  '/app/src/domain/journey/journey.ts': [],
  '/app/src/main.tsx': ['/app/src/app/boot/boot.tsx', '/app/src/domain/journey/journey.ts'],
  '/app/src/app/boot/boot.tsx': ['\0vite/preload-helper.js'],
  '/app/src/app/boot/start-runtime.ts': ['/app/src/storage/store.ts'],
  '/app/src/storage/store.ts': ['/app/node_modules/idb-keyval/index.js'],
  '/app/src/features/dynamic-form/form-step-screen.tsx': ['/app/src/ui/data-points/field-registry.ts', '/app/src/app/steps.ts'],
  '/app/src/features/dynamic-form/prefetch-first-step.ts': ['/app/src/domain/journey/journey.ts'],
  '/app/src/ui/data-points/field-registry.ts': ['/app/src/domain/validation/validation.ts'],
  '/app/src/domain/validation/validation.ts': ['/app/src/domain/validation/phone.ts'],
  '/app/src/domain/validation/phone.ts': ['/app/node_modules/libphonenumber-js/max/index.js'],
  '/app/src/features/after-offer/id-upload.tsx': ['/app/src/domain/journey/journey.ts'],
};
const graph = { moduleIds: Object.keys(IMPORTS), importedIds: (id: string) => IMPORTS[id] ?? [] };
const react = (id: string) => id.includes('/node_modules/react/') || id.startsWith('\0') || LOADED_WHEN_NEEDED.test(id);

describe('the start-up code in a few chunks (scripts/start-chunks.ts)', () => {
  const groups = Object.fromEntries(startGroups(graph, react).map(({ name, modules }) => [name, [...modules].sort()]));

  it('gives each start-up import its static closure, in the order boot makes them', () => {
    expect(START_GROUPS.map(({ name }) => name)).toEqual(['app-router', 'app-main', 'app-runtime', 'app-data', 'app-form']);
    expect(groups['app-router']).toEqual(['/app/src/app/router.tsx', '/app/src/app/steps.ts', '/app/src/domain/journey/journey.ts']);
    expect(groups['app-runtime']).toEqual(['/app/node_modules/idb-keyval/index.js', '/app/src/app/boot/start-runtime.ts', '/app/src/storage/store.ts']);
  });

  it('leaves to an earlier group what it already holds, so a chunk imports only earlier ones', () => {
    expect(groups['app-main']).toEqual(['/app/src/app/boot/boot.tsx', '/app/src/main.tsx']);
    expect(groups['app-data']).toEqual(['/app/src/domain/validation/validation.ts', '/app/src/features/dynamic-form/prefetch-first-step.ts', '/app/src/ui/data-points/field-registry.ts']);
    expect(groups['app-form']).toEqual(['/app/src/features/dynamic-form/form-step-screen.tsx']);
  });

  it('takes neither the libraries of their own chunks, nor the bundler helpers, nor the phone rules loaded when needed', () => {
    const all = Object.values(groups).flat();
    expect(all).not.toContain('/app/node_modules/react/index.js');
    expect(all).not.toContain('\0vite/preload-helper.js');
    expect(all).not.toContain('/app/src/domain/validation/phone.ts');
    expect(all).not.toContain('/app/node_modules/libphonenumber-js/max/index.js');
  });

  it('keeps the screens after the offer out of every group', () => {
    expect(Object.values(groups).flat()).not.toContain('/app/src/features/after-offer/id-upload.tsx');
  });
});

const chunk = (fileName: string, rest: Partial<StartChunk> = {}): StartChunk => ({ fileName, name: fileName.replace(/^assets\/|-\w+\.js$/g, ''), isEntry: false, imports: [], dynamicImports: [], ...rest });

describe('the start-up chunks are module preloads of the page (startPreloads)', () => {
  const build = [
    chunk('assets/index-e.js', { isEntry: true, dynamicImports: ['assets/framework-react-w.js', 'assets/app-router-r.js', 'assets/app-main-m.js'] }),
    chunk('assets/framework-react-w.js', { imports: ['assets/framework-react-l.js'] }),
    chunk('assets/framework-react-l.js', { imports: ['assets/rolldown-runtime-x.js'] }),
    chunk('assets/rolldown-runtime-x.js'),
    chunk('assets/app-router-r.js', { imports: ['assets/framework-react-l.js'], dynamicImports: ['assets/id-upload-i.js'] }),
    chunk('assets/app-main-m.js', { imports: ['assets/app-router-r.js'], dynamicImports: ['assets/app-runtime-t.js', 'assets/app-form-f.js'] }),
    chunk('assets/app-runtime-t.js', { imports: ['assets/app-router-r.js'] }),
    chunk('assets/app-form-f.js', { imports: ['assets/app-router-r.js'], dynamicImports: ['assets/phone-rules-p.js'] }),
    chunk('assets/phone-rules-p.js'),
    chunk('assets/id-upload-i.js'),
  ];

  it("lists what the entry imports and the start groups' chunks, each after what it imports", () => {
    expect(startPreloads(build)).toEqual([
      'assets/rolldown-runtime-x.js',
      'assets/framework-react-l.js',
      'assets/framework-react-w.js',
      'assets/app-router-r.js',
      'assets/app-main-m.js',
      'assets/app-runtime-t.js',
      'assets/app-form-f.js',
    ]);
  });

  it('leaves out the entry itself and what loads later: the phone rules, the screens after the offer', () => {
    const preloads = startPreloads(build);
    expect(preloads).not.toContain('assets/index-e.js');
    expect(preloads).not.toContain('assets/phone-rules-p.js');
    expect(preloads).not.toContain('assets/id-upload-i.js');
  });
});

describe('a start-up root renamed away fails the build (startGroups)', () => {
  it('names the group and the root that is not in the graph', () => {
    const withoutRouter = { moduleIds: graph.moduleIds.filter((id) => !id.endsWith('/src/app/router.tsx')), importedIds: graph.importedIds };
    expect(() => startGroups(withoutRouter, react)).toThrow(/app-router's root \/src\/app\/router\.tsx is not in the build/);
  });
});
