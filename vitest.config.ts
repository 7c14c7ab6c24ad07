import { defineConfig } from 'vitest/config';
import { BASE_PATH } from './src/domain/constants';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'lead-api/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/component/**/*.test.tsx'],
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
  },
});
