import { mkdir, readFile, rename, writeFile, open } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Reads a JSON file; a missing file gives `fallback` (a fresh data directory). */
export async function readJsonFile<T>(path: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
}

let tempCounter = 0;

/**
 * Writes JSON so that a crash never leaves a half-written file: the data goes to a temporary file
 * in the same directory, is flushed to disk, and then replaces the old file by rename, which is
 * atomic on one file system. A reader sees the old or the new file, never a mix.
 */
export async function writeJsonFileAtomic(path: string, data: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  tempCounter += 1;
  const temp = `${path}.${process.pid}.${tempCounter}.tmp`;
  await writeFile(temp, `${JSON.stringify(data, null, 2)}\n`, 'utf8');
  const handle = await open(temp, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, path);
}
