// Browser tests drive the system Chromium (npm tools cannot download browsers here) and, for the deployment test, nginx.
import { existsSync } from 'node:fs';
import { chromePath, headlessChromePath } from './chromium.mjs';

if (!existsSync(chromePath())) {
  console.error(`Chromium not found at ${chromePath()}: install it with 'apt-get update && apt-get install -y chromium' or set CHROME_PATH.`);
  process.exit(1);
}
if (headlessChromePath() === chromePath() && !process.env.CHROME_PATH) {
  console.warn("No Chromium headless shell: the browser tests run in the full browser, which takes longer ('apt-get install -y chromium-headless-shell').");
}

// The deployment recipe's test (tests/e2e/deploy-nginx.spec.ts, docs/deploy.md) serves the build with Debian's nginx.
const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';
if (!existsSync(nginxPath)) {
  console.error(`nginx not found at ${nginxPath}: install it with 'apt-get update && apt-get install -y nginx' or set NGINX_PATH.`);
  process.exit(1);
}
