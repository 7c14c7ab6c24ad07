import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishRelease, releaseDir, releaseHistory, releaseIdOf, rollBack } from './releases';

const assetsOf = (dir: string) => join(dir, 'www', 'assets');
function stage(out: string, id: string, files: Record<string, string>) {
  const dir = releaseDir(out, id);
  mkdirSync(assetsOf(dir), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'www', name), text);
}
const served = (out: string, name: string) => readFileSync(join(out, 'current', 'www', name), 'utf8');

describe('atomic releases', () => {
  it('switches current in one step, carries the previous release\'s assets over and keeps one release to roll back to', () => {
    const out = mkdtempSync(join(tmpdir(), 'releases-'));
    stage(out, 'r1', { 'index.html': 'one', 'assets/a-1.js': 'a1' });
    expect(publishRelease(out, 'r1', assetsOf)).toEqual({ previous: undefined, carried: 0, removed: [] });
    expect(readlinkSync(join(out, 'current'))).toBe(join('releases', 'r1'));

    stage(out, 'r2', { 'index.html': 'two', 'assets/a-2.js': 'a2' });
    expect(publishRelease(out, 'r2', assetsOf)).toEqual({ previous: 'r1', carried: 1, removed: [] });
    expect(served(out, 'index.html')).toBe('two');
    expect(served(out, 'assets/a-1.js')).toBe('a1');

    stage(out, 'r3', { 'index.html': 'three', 'assets/a-3.js': 'a3' });
    expect(publishRelease(out, 'r3', assetsOf)).toMatchObject({ previous: 'r2', removed: ['r1'] });
    expect(existsSync(releaseDir(out, 'r1'))).toBe(false);
    expect(served(out, 'assets/a-2.js')).toBe('a2');
    expect(existsSync(join(out, 'current', 'www', 'assets', 'a-1.js')), 'assets are kept for one release').toBe(false);
    expect(releaseHistory(out)).toEqual(['r2', 'r3']);
  });

  it('rolls back to the previous release, which gets the assets of the one rolled back from', () => {
    const out = mkdtempSync(join(tmpdir(), 'releases-'));
    stage(out, 'r1', { 'index.html': 'one', 'assets/a-1.js': 'a1' });
    publishRelease(out, 'r1', assetsOf);
    stage(out, 'r2', { 'index.html': 'two', 'assets/a-2.js': 'a2' });
    publishRelease(out, 'r2', assetsOf);
    expect(rollBack(out, assetsOf)).toEqual({ from: 'r2', to: 'r1' });
    expect(served(out, 'index.html')).toBe('one');
    expect(served(out, 'assets/a-2.js')).toBe('a2');
    expect(releaseHistory(out)).toEqual(['r1']);
    expect(() => rollBack(out, assetsOf)).toThrow('no previous release');
  });

  it('removes the release rolled back from at the next release, keeps the last N served, and never the one being served', () => {
    const out = mkdtempSync(join(tmpdir(), 'releases-'));
    const publish = (id: string, keep?: number) => (stage(out, id, { 'index.html': id, [`assets/a-${id}.js`]: id }), publishRelease(out, id, assetsOf, keep));
    publish('r1');
    publish('r2');
    rollBack(out, assetsOf);
    expect(publish('r3')).toMatchObject({ previous: 'r1', removed: ['r2'] });
    expect(existsSync(releaseDir(out, 'r2')), 'the release rolled back from').toBe(false);
    expect(existsSync(releaseDir(out, 'r1')), 'the release to roll back to').toBe(true);
    expect(publish('r4')).toMatchObject({ previous: 'r3', removed: ['r1'] });
    expect(publish('r5', 3)).toMatchObject({ removed: [] });
    expect(publish('r6', 3)).toMatchObject({ removed: ['r3'] });
    expect(releaseHistory(out)).toEqual(['r4', 'r5', 'r6']);
    expect(() => publish('r7', 1)).toThrow('at least 2 releases');
  });

  it('names a release by the time it is made, or as asked when the name is safe for a path', () => {
    expect(releaseIdOf(undefined, new Date('2026-03-01T10:20:30.456Z'))).toBe('20260301T102030Z');
    expect(releaseIdOf('v1.2.3', new Date())).toBe('v1.2.3');
    expect(() => releaseIdOf('../etc', new Date())).toThrow('release id');
  });
});
