import { defineConfig } from '@playwright/test';
import { ENGINE_PORT } from './tests/engines/support/engines';

/**
 * The engine suite (docs/testing.md, "Engines"): the journeys only a real browser sees, in Debian's
 * Firefox ESR (WebDriver BiDi) and WebKitGTK (WebDriver), against one production build and lead-api
 * server. Playwright is the runner only: it cannot drive these system builds.
 */
// The WebDriver client's own progress lines are not the journeys' output.
process.env.WDIO_LOG_LEVEL ??= 'warn';

export default defineConfig({
  testDir: 'tests/engines',
  testMatch: '*.journey.ts',
  workers: 2,
  // As the Chromium suite: a journey that needs a clock, a race or the network controls them.
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/engines/support/engine-times.ts']],
  projects: [
    { name: 'firefox', use: { engineName: 'firefox' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${ENGINE_PORT}/application-frontend/config.json`,
    env: { PORT: String(ENGINE_PORT), DATA_DIR: `test-results/lead-api-data-${ENGINE_PORT}`, APP_ENV: 'development', LEAD_API_PENDING_POLLS: '1' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
