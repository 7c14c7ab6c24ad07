// Test support (not a test file): the lead API alone on 127.0.0.1, a free port, the data directory
// of argv[2]; prints `listening <port>`. crash.test.ts kills it with SIGKILL mid-burst, and
// backup.test.ts takes a backup during a burst: one client's burst, so no rate limits.
import { serve } from '@hono/node-server';
import { createLeadApi } from './app';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-test-server.ts <dataDir>');
const api = await createLeadApi({ dataDir, apiBase: '/api', rateLimits: false });
const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`listening ${info.port}`));
process.on('SIGTERM', () => {
  server.close();
  void api.close().finally(() => process.exit(0));
});
