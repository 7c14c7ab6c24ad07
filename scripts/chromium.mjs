import { existsSync } from 'node:fs';

// The system Chromium every browser tool here drives (DESIGN.md §1): npm tools cannot download
// browsers on these machines, and without the background-networking flags Chromium's own calls
// are refused by the closed network.
export const chromePath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * For headless runs that need the engine, not the browser around it (the tests, the build's drawn
 * pages): Debian's Chromium headless shell, the build Playwright itself runs headless. Same Blink and
 * V8, without the full browser's UI layers underneath, so each page costs less CPU. The full browser
 * where the shell is not installed; Lighthouse and the bench keep the full browser applicants run.
 */
export const headlessChromePath = () => process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromePath());

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
