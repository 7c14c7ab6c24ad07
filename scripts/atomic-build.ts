import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { BUILD_MARKER, type BuildMarker } from './build-state.mjs';
import { firstLine } from './prerender-budget';

/**
 * A build that succeeds or fails whole (a failed prerender must not leave a dist/ that `npm start`
 * serves as current). Every step writes into a directory beside dist/; only when all have succeeded is
 * the marker written and the directory swapped in (two renames: dist/ is the old build or the new one,
 * or for an instant absent, which `npm start` takes for "no build"). A failure, an interruption or a
 * kill leaves dist/ as it was; the half-written directory is removed then or by the next build.
 */
export type BuildStep = { name: string; run: (outDir: string) => Promise<string | void> };

/** A failed build, said in one line: the step and the first line of its error. */
export class BuildFailure extends Error {
  constructor(step: string, cause: unknown) {
    super(`${step}: ${firstLine(cause)}`, { cause });
    this.name = 'BuildFailure';
  }
}

const BUILDING = '.building-';
const PREVIOUS = '.previous-';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Directories that builds no longer running left beside `target` (a killed build cannot clean up after itself). */
export function removeLeftovers(target: string): void {
  const parent = dirname(target);
  if (!existsSync(parent)) return;
  const prefix = `.${basename(target)}`;
  for (const name of readdirSync(parent)) {
    const match = name.startsWith(prefix) ? new RegExp(`^\\${prefix}(?:${BUILDING}|${PREVIOUS})(\\d+)(?:-|$)`).exec(name) : null;
    if (match && !alive(Number(match[1]))) rmSync(join(parent, name), { recursive: true, force: true });
  }
}

/** Replaces `target` with `built`: the old one is renamed away first, then removed. */
export function swapIn(built: string, target: string): void {
  const previous = join(dirname(target), `.${basename(target)}${PREVIOUS}${process.pid}`);
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  renameSync(built, target);
  rmSync(previous, { recursive: true, force: true });
}

/** Where a build of `target` is written before it is swapped in. */
export const buildingDirOf = (target: string) => join(dirname(target), `.${basename(target)}${BUILDING}${process.pid}`);

/**
 * Runs the steps into a fresh directory, then swaps it in as `distDir` with its marker; `extras` (the
 * source maps) are swapped in after it. Throws BuildFailure and leaves `distDir` untouched otherwise.
 */
export async function atomicBuild(options: { distDir: string; steps: BuildStep[]; extras?: string[]; now?: () => number }): Promise<BuildMarker> {
  const now = options.now ?? Date.now;
  const targets = [options.distDir, ...(options.extras ?? [])];
  for (const target of targets) removeLeftovers(target);
  const outDir = buildingDirOf(options.distDir);
  for (const target of targets) rmSync(buildingDirOf(target), { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const startedAt = now();
  const notes: string[] = [];
  try {
    for (const step of options.steps) {
      try {
        const note = await step.run(outDir);
        if (note) notes.push(note);
      } catch (error) {
        throw new BuildFailure(step.name, error);
      }
    }
    const marker: BuildMarker = { complete: true, startedAt, finishedAt: now(), firstSteps: notes.join('; ') };
    writeFileSync(join(outDir, BUILD_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
    swapIn(outDir, options.distDir);
    for (const extra of options.extras ?? []) if (existsSync(buildingDirOf(extra))) swapIn(buildingDirOf(extra), extra);
    return marker;
  } finally {
    for (const target of targets) rmSync(buildingDirOf(target), { recursive: true, force: true });
  }
}
