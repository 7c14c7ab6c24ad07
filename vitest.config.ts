import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BASE_PATH } from './src/domain/constants';

const PURE = ['src/**/*.test.ts', 'lead-api/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'];
/**
 * What makes a test file change what the next file in its worker would see (a module registry reset
 * too), or hear what the last one left running: a console spy may catch another file's late log line.
 */
const CHANGES_SHARED_STATE = /vi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|vi\.spyOn\(console|process\.env\.\w+ *=[^=]|@vitest-environment/;

/**
 * The pure test files share their workers (`isolate: false`), which spares the 2-core machine a worker
 * start and a module graph per file. Every file that boots the app
 * in a test DOM, mocks a module or stubs a global runs in a fresh module graph of its own; found by
 * reading the files, so a new one cannot land in a shared worker by mistake.
 */
const ISOLATED = [
  'src/**/*.test.tsx',
  'tests/component/**/*.test.tsx',
  ...globSync(PURE).filter((file) => CHANGES_SHARED_STATE.test(readFileSync(file, 'utf8'))),
];

export default defineConfig({
  test: {
    environment: 'node',
    // Worker threads start faster than forked processes, and the component tests spend much of their
    // time waiting (timers, the in-process server): three threads on 2 cores took 90 s where the
    // default forks took 150-190 s.
    pool: 'threads',
    maxWorkers: 3,
    // The app's own logging (a refused write, a 404 the test asked for) is shown for a failing test only.
    silent: 'passed-only',
    // As the build's base (vite.config.ts): the app's own paths (config.json, locales, the router's basepath) sit under it.
    env: { BASE_URL: `${BASE_PATH}/` },
    projects: [
      { extends: true, test: { name: 'pure', include: PURE, exclude: ISOLATED, isolate: false } },
      // A test that boots the whole app gets 15 s on a loaded machine (Vitest's default is 5 s).
      { extends: true, test: { name: 'isolated', include: ISOLATED, setupFiles: ['tests/support/testing-library.ts'], testTimeout: 15_000 } },
    ],
  },
});
