import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../src/config/brands';
import { buildNotice } from './build-state.mjs';
import { MIN_NODE_MAJOR, nodeRuntimeProblem } from './node-runtime.mjs';

describe('a Node that cannot run the server says so in one line (npm ci --omit=dev leaves the machine\'s own)', () => {
  it('names the Node, where it is, and what to do, for one too old or one without node:sqlite; nothing for Node 24', () => {
    const old = nodeRuntimeProblem({ version: 'v20.20.2', hasSqlite: false, execPath: '/usr/bin/node' });
    expect(old).toBe(
      `lead-api needs Node.js ${MIN_NODE_MAJOR} or later with node:sqlite; this is Node.js v20.20.2 (/usr/bin/node). ` +
        `npm runs the scripts on the Node ${MIN_NODE_MAJOR} the project installs as a devDependency: run npm ci without --omit=dev, or put Node ${MIN_NODE_MAJOR} first on PATH.`,
    );
    expect(nodeRuntimeProblem({ version: 'v24.0.0', hasSqlite: false, execPath: '/opt/node' })).toContain('this Node.js v24.0.0 has no node:sqlite (/opt/node)');
    expect(nodeRuntimeProblem({ version: 'v24.21.0', hasSqlite: true, execPath: '/opt/node' })).toBeUndefined();
    expect(nodeRuntimeProblem({ version: 'v25.1.0', hasSqlite: true, execPath: '/opt/node' })).toBeUndefined();
  });

  // The machine's own Node, where it is older than the project's (Debian's 20 here): npm start and npm run lead-api as it runs them.
  const machineNode = ['/usr/bin/node', '/usr/local/bin/node'].find((path) => existsSync(path) && Number(spawnSync(path, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).stdout) < MIN_NODE_MAJOR);
  it.runIf(machineNode)('stops npm start and npm run lead-api on that Node before anything else, with that line', { timeout: 30_000 }, () => {
    for (const args of [['scripts/start.mjs'], ['scripts/run-ts.mjs', 'lead-api/src/main.ts', '--api-only']]) {
      const run = spawnSync(machineNode!, args, { encoding: 'utf8', env: { ...process.env, PORT: '1' } });
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^lead-api needs Node\.js 24 or later with node:sqlite; this is Node\.js v\d+/)]);
    }
  });
});

describe('the first npm start says what it is doing', () => {
  it('tells a newcomer the first build draws each brand\'s first step and takes a minute or two', () => {
    expect(buildNotice({ complete: false, reason: 'No build found in dist/' }, BRANDS.length)).toBe(
      'No build found in dist/: building (npm run build). The first build also draws the first step of each brand (16 pages) in Chromium and takes a minute or two; the next npm start serves it at once.',
    );
    expect(buildNotice({ complete: true, reason: 'src/main.tsx is newer than the build in dist/' }, BRANDS.length)).toBe('src/main.tsx is newer than the build in dist/: building (npm run build)...');
  });
});
