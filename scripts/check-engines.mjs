// The engine suite (docs/testing.md, "Engines") drives Debian's Firefox ESR and WebKitGTK; WebKit's
// browser needs an X display, which Xvfb gives it. npm tools cannot download browsers here.
import { existsSync } from 'node:fs';

const needed = [
  [process.env.FIREFOX_PATH || '/usr/bin/firefox-esr', 'firefox-esr', 'FIREFOX_PATH'],
  [process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver', 'webkit2gtk-driver', 'WEBKIT_DRIVER_PATH'],
  [process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', 'webkit2gtk-driver', 'MINIBROWSER_PATH'],
  ['/usr/bin/Xvfb', 'xvfb', undefined],
];
const missing = needed.filter(([path]) => !existsSync(path));
for (const [path, pkg, variable] of missing) {
  console.error(`${path} not found: install it with 'apt-get update && apt-get install -y ${pkg}'${variable ? ` or set ${variable}` : ''}.`);
}
if (missing.length > 0) process.exit(1);
