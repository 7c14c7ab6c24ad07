// `node scripts/run-ts.mjs <entry.ts> [args]`: runs one of lead-api's TypeScript entry points
// (`npm run lead-api`, `npm run backup`, `npm run restore`) once this Node is one that can
// (node-runtime.mjs), with tsx, as if it had been started directly: process.argv is the entry's own.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkNodeRuntime } from './node-runtime.mjs';

await checkNodeRuntime();
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('Usage: node scripts/run-ts.mjs <entry.ts> [args]');
  process.exit(2);
}
const { register } = await import('tsx/esm/api');
register();
const path = resolve(entry);
process.argv = [process.argv[0] ?? process.execPath, path, ...args];
await import(pathToFileURL(path).href);
