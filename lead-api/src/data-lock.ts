import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * One process per data directory. Two servers on one directory each kept their own cache of the
 * leads and split them (one's lead was 404 on the other). The lock is SQLite's own, on a file of its
 * own (`lead-api.lock`): an exclusive transaction held open for the life of the process, so the
 * kernel releases it when the process ends, however it ends (kill -9 included), and no stale lock
 * is ever left to clear by hand. `leads.db` itself stays readable by others: `npm run backup` reads
 * it while the server runs. Beside the lock, `lead-api.lock.json` names the holder for the message
 * the second process prints.
 */
export const LOCK_FILE = 'lead-api.lock';
export const HOLDER_FILE = 'lead-api.lock.json';

export type LockHolder = { pid: number; host: string; startedAt: string; purpose: string };

/** The directory is held by another process (or another server in this one); the message names it, in one line. */
export class DataDirectoryInUseError extends Error {
  constructor(dataDir: string, holder: LockHolder | undefined) {
    const who = holder
      ? `${holder.purpose} (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt})`
      : 'another process (it did not say which)';
    super(`lead-api: the data directory ${dataDir} is in use by ${who}. Stop it first, or give this one another DATA_DIR: two servers on one directory split the leads between them.`);
    this.name = 'DataDirectoryInUseError';
  }
}

export type DataLock = { release(): void };

function readHolder(dataDir: string): LockHolder | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, HOLDER_FILE), 'utf8')) as LockHolder;
  } catch {
    return undefined;
  }
}

/** Takes the directory's lock or throws DataDirectoryInUseError; `purpose` is what the holder is ("the lead API", "a restore"). */
export function lockDataDirectory(dataDir: string, purpose: string): DataLock {
  const file = join(dataDir, LOCK_FILE);
  // Created with the data files' mode: nobody but the server's user reads anything in the directory.
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  const lock = new DatabaseSync(file, { timeout: 0 });
  try {
    lock.exec('PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;');
  } catch {
    lock.close();
    throw new DataDirectoryInUseError(dataDir, readHolder(dataDir));
  }
  const holder: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), purpose };
  writeFileSync(join(dataDir, HOLDER_FILE), `${JSON.stringify(holder)}\n`, { mode: 0o600 });
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      // The holder's note goes first: once the lock is released another process may write its own.
      rmSync(join(dataDir, HOLDER_FILE), { force: true });
      lock.close();
    },
  };
}
