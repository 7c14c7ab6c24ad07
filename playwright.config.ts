import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, headlessChromePath } from './scripts/chromium.mjs';

// DESIGN.md §9 (microsoft/playwright #2311): context.route sees a service worker's own requests only with this set before launch.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const PORT = Number(process.env.TEST_PORT || 4179);
export const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that needs a clock, a poll or a race controls them (the server's
  // answers, the page's clock) instead of hoping a second run is luckier. A minute per test is for the
  // long journeys on a loaded 2-core machine, two Chromiums at once.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    headless: true,
    locale: 'es-ES',
    // Tracing records every action's DOM snapshot and screenshot in every test, which slows the
    // whole suite on a loaded machine; PW_TRACE=1 turns it on to look into a failure.
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    // The service worker would serve cached shells and configs to tests about other things; the
    // offline-* specs allow it, since it is what they test.
    serviceWorkers: 'block',
    // Chromium's headless shell (scripts/chromium.mjs); a spec about what only the full browser does
    // (a cross-site frame's storage policy, CSP reports) asks for chromePath() itself.
    launchOptions: { executablePath: headlessChromePath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The production build and the reference lead API on one origin, as `npm start` serves them.
    command: `node scripts/start.mjs`,
    url: `${BASE_URL}/application-frontend/config.json`,
    // Every test's browser is one client at 127.0.0.1: the rate limits, per client address, would
    // count the whole suite as one applicant (lead-api/src/rate-limits.test.ts holds them).
    env: { PORT: String(PORT), DATA_DIR: `test-results/lead-api-data-${PORT}`, APP_ENV: 'development', LEAD_API_PENDING_POLLS: '1', LEAD_API_RATE_LIMITS: 'off' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
