import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * Atomic releases of `npm run deployment` (docs/deploy.md: a release never copies files over the
 * live directory nor rewrites config.json in place). Each release is written whole into
 * `<out>/releases/<id>/` while the previous one is served; `<out>/current` is a symlink that is then
 * replaced in one rename, so a request sees one release or the other, never a mix. The new release
 * also holds the previous one's hashed assets (a page opened before the switch still finds its lazy
 * chunks), and the previous release is kept for a rollback. Each release keeps the last `keep`
 * releases served (RELEASES_KEPT by default) and removes every other folder under releases/, a
 * release rolled back from included; the release being served is never removed.
 */
export const RELEASES_DIR = 'releases';
export const CURRENT_LINK = 'current';
const HISTORY_FILE = 'releases.json';
/** The release served and the one a rollback goes back to. */
export const RELEASES_KEPT = 2;

/** A release id: letters, digits, dots, dashes; the default is the time it is made. */
export function releaseIdOf(requested: string | undefined, now: Date): string {
  const id = requested ?? now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(id)) throw new Error(`release id "${id}": letters, digits, dots, dashes and underscores only`);
  return id;
}

export const releaseDir = (out: string, id: string) => join(out, RELEASES_DIR, id);

/** The releases in the order they were made, the one served last. */
export function releaseHistory(out: string): string[] {
  const file = join(out, HISTORY_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

function writeHistory(out: string, history: string[]): void {
  const file = join(out, HISTORY_FILE);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(history, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** Points `<out>/current` at the release in one rename: nginx serves the old release or the new one, never a mix. */
export function switchCurrent(out: string, id: string): void {
  const staged = join(out, `${CURRENT_LINK}.next`);
  rmSync(staged, { force: true });
  symlinkSync(join(RELEASES_DIR, id), staged);
  renameSync(staged, join(out, CURRENT_LINK));
}

const OWN_ASSETS_FILE = 'own-assets.json';

/** The assets of the release's own build (recorded before any are carried in), so a carried file is kept one release, not forever. */
function ownAssets(dir: string, assets: string): string[] {
  const file = join(dir, OWN_ASSETS_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as string[];
  const names = existsSync(assets) ? readdirSync(assets) : [];
  writeFileSync(file, `${JSON.stringify(names)}\n`);
  return names;
}

/** Copies the given hashed files of `from` that `to` lacks: pages opened on the release `from` keep finding their chunks. */
export function carryOverAssets(fromAssets: string, toAssets: string, names: readonly string[]): number {
  if (!existsSync(fromAssets)) return 0;
  mkdirSync(toAssets, { recursive: true });
  let copied = 0;
  for (const name of names) {
    if (!existsSync(join(fromAssets, name))) continue;
    if (existsSync(join(toAssets, name))) continue;
    cpSync(join(fromAssets, name), join(toAssets, name), { recursive: true });
    copied += 1;
  }
  return copied;
}

/** The release `<out>/current` points at, if any. */
function currentRelease(out: string): string | undefined {
  try {
    return basename(readlinkSync(join(out, CURRENT_LINK)));
  } catch {
    return undefined;
  }
}

/**
 * Makes the staged release current: `write(dir)` has filled `<out>/releases/<id>/`; the previous
 * release's assets are carried into it (`assetsOf` names a release's assets folder), the link is
 * switched, and every release folder but the last `keep` served is removed (a release rolled back
 * from is no longer in the history, so it goes too), never the one being served.
 */
export function publishRelease(
  out: string,
  id: string,
  assetsOf: (releaseDir: string) => string,
  keep: number = RELEASES_KEPT,
): { previous?: string; carried: number; removed: string[] } {
  if (!Number.isInteger(keep) || keep < RELEASES_KEPT) throw new Error(`keep ${keep}: at least ${RELEASES_KEPT} releases (the one served and the one to roll back to)`);
  const history = releaseHistory(out).filter((release) => release !== id);
  const previous = history.at(-1);
  ownAssets(releaseDir(out, id), assetsOf(releaseDir(out, id)));
  const from = previous && releaseDir(out, previous);
  const carried = from ? carryOverAssets(assetsOf(from), assetsOf(releaseDir(out, id)), ownAssets(from, assetsOf(from))) : 0;
  switchCurrent(out, id);
  const kept = [...history, id].slice(-keep);
  writeHistory(out, kept);
  const served = currentRelease(out);
  const removed = readdirSync(join(out, RELEASES_DIR))
    .filter((release) => !kept.includes(release) && release !== served)
    .sort();
  for (const release of removed) rmSync(releaseDir(out, release), { recursive: true, force: true });
  return { previous, carried, removed };
}

/**
 * Serves the previous release again. The release rolled back from gives it its assets (pages opened
 * on it keep working) and stays on disk until the next release.
 */
export function rollBack(out: string, assetsOf: (releaseDir: string) => string): { from: string; to: string } {
  const history = releaseHistory(out);
  const from = history.at(-1);
  const to = history.at(-2);
  if (!from || !to || !existsSync(releaseDir(out, to))) throw new Error(`no previous release to roll back to in ${join(out, RELEASES_DIR)}`);
  const fromDir = releaseDir(out, from);
  carryOverAssets(assetsOf(fromDir), assetsOf(releaseDir(out, to)), ownAssets(fromDir, assetsOf(fromDir)));
  switchCurrent(out, to);
  writeHistory(out, history.slice(0, -1));
  return { from, to };
}
