import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { atomicBuild, BuildFailure, buildingDirOf, removeLeftovers } from './atomic-build';
import { buildState } from './build-state.mjs';

const project = () => {
  const root = mkdtempSync(join(tmpdir(), 'atomic-build-'));
  const distDir = join(root, 'dist');
  return { root, distDir };
};
const write = (dir: string, file: string, text: string) => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), text);
};
const app = (text: string) => ({ name: 'vite build', run: async (outDir: string) => write(outDir, 'index.html', text) });

describe('atomicBuild (a build that succeeds or fails whole)', () => {
  it('swaps a finished build in with its marker, which npm start takes as current', async () => {
    const { distDir } = project();
    const marker = await atomicBuild({ distDir, steps: [app('new'), { name: 'prerender', run: async () => 'drew 16 first steps' }], now: () => 1000 });
    expect(readFileSync(join(distDir, 'index.html'), 'utf8')).toBe('new');
    expect(marker).toMatchObject({ complete: true, startedAt: 1000, firstSteps: 'drew 16 first steps' });
    expect(buildState(distDir, { path: 'src/x.ts', mtimeMs: 999 })).toMatchObject({ current: true });
    expect(buildState(distDir, { path: 'src/x.ts', mtimeMs: 1001 })).toEqual({ current: false, complete: true, reason: 'src/x.ts is newer than the build in dist/' });
  });

  it('leaves the previous build as it was when a step fails, and says so in one line', async () => {
    const { distDir } = project();
    await atomicBuild({ distDir, steps: [app('old')] });
    const starved = { name: 'prerender', run: async () => Promise.reject(new Error('es-solcredito failed 3 times: page.goto: Timeout 1ms exceeded.\nCall log:\n  - navigating')) };
    const failure = await atomicBuild({ distDir, steps: [app('half'), starved] }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildFailure);
    expect((failure as Error).message).toBe('prerender: es-solcredito failed 3 times: page.goto: Timeout 1ms exceeded.');
    expect(readFileSync(join(distDir, 'index.html'), 'utf8')).toBe('old');
    expect(existsSync(buildingDirOf(distDir))).toBe(false);
  });

  it('never makes a dist/ without a marker current: a build interrupted before its swap, or from before markers', () => {
    const { distDir } = project();
    write(distDir, 'index.html', 'partial');
    expect(buildState(distDir, { path: '', mtimeMs: 0 })).toMatchObject({ current: false, complete: false });
    expect(buildState(join(distDir, 'none'), { path: '', mtimeMs: 0 })).toEqual({ current: false, complete: false, reason: 'No build found in dist/' });
  });

  it('removes what killed builds left beside dist/, and nothing of a build still running', () => {
    const { root, distDir } = project();
    write(join(root, '.dist.building-999999999'), 'index.html', 'killed');
    write(join(root, `.dist.building-${process.pid}`), 'index.html', 'running');
    removeLeftovers(distDir);
    expect(existsSync(join(root, '.dist.building-999999999'))).toBe(false);
    expect(existsSync(join(root, `.dist.building-${process.pid}`))).toBe(true);
  });

  it('swaps the extras (source maps) in after the build', async () => {
    const { root, distDir } = project();
    const maps = join(root, 'sourcemaps');
    await atomicBuild({ distDir, extras: [maps], steps: [{ name: 'vite build', run: async (outDir) => (write(outDir, 'index.html', 'x'), write(buildingDirOf(maps), 'a.map', '{}')) }] });
    expect(existsSync(join(maps, 'a.map'))).toBe(true);
  });
});
