// Browser tests drive the system Chromium: npm tools cannot download browsers here.
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`Chromium not found at ${path}: install it with 'apt-get update && apt-get install -y chromium' or set CHROME_PATH.`);
  process.exit(1);
}
