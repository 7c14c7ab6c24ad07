// Browser tests drive the system Chromium: npm tools cannot download browsers here.
import { existsSync } from 'node:fs';
import { chromePath } from './chromium.mjs';

if (!existsSync(chromePath())) {
  console.error(`Chromium not found at ${chromePath()}: install it with 'apt-get update && apt-get install -y chromium' or set CHROME_PATH.`);
  process.exit(1);
}
