import { accessSync, closeSync, constants, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { lockDataDirectory, type DataLock } from './data-lock';

/**
 * The SQLite file behind the lead repository (DESIGN.md §6), through Node's built-in `node:sqlite`
 * (no native module to compile, unlike better-sqlite3; lead-api/README.md "Storage"). One row per
 * lead (its record as JSON), one per idempotency record, write markers, attempt counters and
 * unsubscribed addresses. WAL mode with `synchronous = FULL`: a transaction is on disk (the WAL
 * fsynced) when COMMIT returns, and a write touches only its own rows and index pages, so its cost
 * does not grow with the number of leads.
 */
export const DATABASE_FILE = 'leads.db';
/** The file the JSON-file repository kept everything in; imported once, then renamed. */
export const LEGACY_JSON_FILE = 'leads.json';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS leads (id TEXT PRIMARY KEY, record TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS idempotency (
    key TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, status INTEGER NOT NULL,
    body TEXT NOT NULL, content_type TEXT NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS idempotency_created_at ON idempotency (created_at);
  CREATE TABLE IF NOT EXISTS idempotency_writes (
    key TEXT NOT NULL, seq INTEGER NOT NULL, lead_id TEXT NOT NULL, fingerprint TEXT NOT NULL,
    created_at INTEGER NOT NULL, PRIMARY KEY (key, seq)
  );
  CREATE INDEX IF NOT EXISTS idempotency_writes_created_at ON idempotency_writes (created_at);
  CREATE TABLE IF NOT EXISTS attempts (counter TEXT PRIMARY KEY, count INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS unsubscribed (email TEXT PRIMARY KEY);
`;

/** A write the disk (or SQLite) refused: nothing of it was stored, so the API answers 503 and the client retries. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The lead store refused a write: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** A data file that cannot be read, named so an operator knows what to move aside or restore. */
export class CorruptDataFileError extends Error {
  constructor(file: string, cause: unknown) {
    super(
      `lead-api: the data file ${file} cannot be read (${cause instanceof Error ? cause.message : String(cause)}). ` +
        'Restore it from a backup, or move it aside to start with no leads.',
      { cause },
    );
    this.name = 'CorruptDataFileError';
  }
}

/**
 * A data directory this process cannot write, named as such (not as a file that "cannot be read",
 * with advice to move a good file aside). SQLite keeps its journal (`leads.db-wal`, `-shm`) beside the
 * file, so the directory must be writable even when the file is.
 */
export class DataDirectoryError extends Error {
  constructor(dataDir: string, cause: unknown) {
    super(
      `lead-api: the data directory ${dataDir} is not writable by this process (${cause instanceof Error ? cause.message : String(cause)}). ` +
        'Give the user that runs the server write access to the directory (SQLite writes its journal beside leads.db), or set DATA_DIR to another one. ' +
        'The data file, if there is one, is not the problem: leave it where it is.',
      { cause },
    );
    this.name = 'DataDirectoryError';
  }
}

const writable = (path: string) => {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

/** SQLite's answers that mean "this file may not be written here" (SQLITE_READONLY and its extended codes, SQLITE_CANTOPEN), not "this is no database". */
function isPermissionError(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && ((code & 0xff) === 8 || (code & 0xff) === 14);
}

/** Which file a path names: its device and inode. A file deleted or replaced under the server has another (or none). */
export type FileIdentity = { dev: number; ino: number };

export function fileIdentity(path: string): FileIdentity | undefined {
  try {
    const { dev, ino } = statSync(path);
    return { dev, ino };
  } catch {
    return undefined;
  }
}

/** Data files are the server's alone: the directory 0700 and each file 0600 when created (SQLite gives -wal and -shm the file's mode). */
export const DATA_DIRECTORY_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

export type OpenedStore = {
  db: DatabaseSync;
  readOnly: boolean;
  /** The file SQLite opened, as it was then: health and every write compare the path's with it. */
  identity: FileIdentity | undefined;
  lock: DataLock;
};

/**
 * Opens (or creates) the database in `dataDir`, holding the directory's lock (data-lock.ts) until
 * the store is closed. A directory it cannot write throws DataDirectoryError naming the directory;
 * one held by another process throws DataDirectoryInUseError naming it; a file that is not a readable
 * database throws CorruptDataFileError naming the file. A read-only file opens (reads are served) and
 * `readOnly` says so: the caller warns, and GET /health answers 503 while it stays so.
 */
export function openDatabase(dataDir: string): OpenedStore {
  try {
    // Its parents as any directory; the data directory itself the server's user's alone.
    mkdirSync(dirname(dataDir), { recursive: true });
    if (!existsSync(dataDir)) mkdirSync(dataDir, { mode: DATA_DIRECTORY_MODE });
    accessSync(dataDir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new DataDirectoryError(dataDir, error);
  }
  const lock = lockDataDirectory(dataDir, 'the lead API');
  removeLegacyTempFiles(dataDir);
  const file = join(dataDir, DATABASE_FILE);
  const readOnly = existsSync(file) && !writable(file);
  let db: DatabaseSync | undefined;
  try {
    // SQLite would create it 0644; an empty file is an empty database to it.
    if (!existsSync(file)) closeSync(openSync(file, 'wx', DATA_FILE_MODE));
    db = new DatabaseSync(file);
    if (!readOnly) db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;');
    db.exec('PRAGMA busy_timeout = 5000;');
    const check = db.prepare('PRAGMA quick_check').get() as { quick_check?: string } | undefined;
    if (check?.quick_check !== 'ok') throw new Error(`integrity check: ${String(check?.quick_check)}`);
    if (!readOnly) db.exec(SCHEMA);
    return { db, readOnly, identity: fileIdentity(file), lock };
  } catch (error) {
    db?.close();
    lock.release();
    if (isPermissionError(error)) throw new DataDirectoryError(dataDir, error);
    throw new CorruptDataFileError(file, error);
  }
}

export type Probe = { ok: true } | { ok: false; reason: string };

/**
 * Whether a write would be stored now: a one-row write committed to disk (a write that is rolled back
 * never reaches the disk, so it says "ok" on a full one). Refused by a full disk, a read-only file or
 * directory, or a database SQLite opened read-only.
 */
export function probeWrite(db: DatabaseSync, now: number): Probe {
  try {
    db.exec('BEGIN IMMEDIATE');
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('health-probe', ?)").run(String(now));
    db.exec('COMMIT');
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    if (db.isTransaction) {
      try {
        db.exec('ROLLBACK');
      } catch {
        // SQLite may have rolled back already (SQLITE_FULL does).
      }
    }
  }
}

/**
 * Runs `work` in one transaction: all of it is on disk when this returns, or none of it is (the
 * transaction is rolled back) and StorageUnavailableError is thrown.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  try {
    db.exec('BEGIN IMMEDIATE');
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) {
      try {
        db.exec('ROLLBACK');
      } catch {
        // SQLite may already have rolled back (e.g. on SQLITE_FULL); nothing was committed either way.
      }
    }
    throw new StorageUnavailableError(error);
  }
}

/** The JSON-file writer left `leads.json.<pid>.<n>.tmp` files behind when it crashed; they hold nothing the store needs. */
function removeLegacyTempFiles(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(`${LEGACY_JSON_FILE}.`) && name.endsWith('.tmp')) rmSync(join(dataDir, name), { force: true });
  }
}

/**
 * The legacy `leads.json` of `dataDir`, parsed, when there is one that was not imported yet; a
 * truncated or otherwise unreadable file throws CorruptDataFileError naming it.
 */
export function readLegacyJson<T>(dataDir: string): T | undefined {
  const file = join(dataDir, LEGACY_JSON_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new CorruptDataFileError(file, error);
  }
}

/** After its rows are committed, the legacy file is kept as `leads.json.imported`, so it is never imported twice. */
export function retireLegacyJson(dataDir: string): void {
  const file = join(dataDir, LEGACY_JSON_FILE);
  if (existsSync(file)) renameSync(file, `${file}.imported`);
}
