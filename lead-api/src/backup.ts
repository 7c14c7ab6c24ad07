// `npm run backup -- <file>` and `npm run restore -- <file>` (lead-api/README.md, "Backup and restore").
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DataDirectoryInUseError, lockDataDirectory } from './data-lock';
import { DATABASE_FILE, DATA_DIRECTORY_MODE, DATA_FILE_MODE } from './lead-store';

/**
 * A backup is SQLite's own consistent copy, `VACUUM INTO`: one read transaction, so it holds every
 * write committed before it began and none half-made, while the server goes on writing (WAL lets a
 * reader and the writer work at once). A copy of `leads.db` with cp is not one: the committed writes
 * not yet checkpointed live in `leads.db-wal`, not in the copy.
 *
 * A restore needs the server stopped (it takes the directory's lock, data-lock.ts, so it refuses
 * while one runs); the files it replaces are kept beside, renamed, never deleted.
 */
export type BackupSummary = { file: string; leads: number; bytes: number };

/** The leads in a database file, after SQLite's integrity check; throws naming the file when it is no good copy. */
function checkedLeadCount(file: string): number {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const check = db.prepare('PRAGMA integrity_check').get() as { integrity_check?: string } | undefined;
    if (check?.integrity_check !== 'ok') throw new Error(`${file} fails SQLite's integrity check (${String(check?.integrity_check)})`);
    return (db.prepare('SELECT count(*) AS count FROM leads').get() as { count: number }).count;
  } finally {
    db.close();
  }
}

/** Writes a consistent copy of `dataDir`'s database to `destination` (a new file, 0600), running server or not. */
export function backupDatabase(dataDir: string, destination: string): BackupSummary {
  const source = join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new Error(`no ${DATABASE_FILE} in ${dataDir} (DATA_DIR): nothing to back up`);
  if (existsSync(destination)) throw new Error(`${destination} exists already: a backup never overwrites a file, choose another name`);
  // VACUUM INTO writes into an empty file as it finds it: created here, so only the owner reads it.
  closeSync(openSync(destination, 'wx', DATA_FILE_MODE));
  const db = new DatabaseSync(source, { timeout: 5000 });
  try {
    db.prepare('VACUUM INTO ?').run(destination);
  } catch (error) {
    rmSync(destination, { force: true });
    throw error;
  } finally {
    db.close();
  }
  return { file: destination, leads: checkedLeadCount(destination), bytes: statSync(destination).size };
}

/** Puts `backup` in place of `dataDir`'s database, the server stopped; answers where the replaced files went. */
export function restoreDatabase(dataDir: string, backup: string, now = new Date()): BackupSummary & { setAside: string[] } {
  if (!existsSync(backup)) throw new Error(`no backup at ${backup}`);
  const leads = checkedLeadCount(backup);
  mkdirSync(dirname(dataDir), { recursive: true });
  if (!existsSync(dataDir)) mkdirSync(dataDir, { mode: DATA_DIRECTORY_MODE });
  const lock = lockDataDirectory(dataDir, 'a restore');
  try {
    const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const setAside: string[] = [];
    for (const suffix of ['', '-wal', '-shm']) {
      const file = join(dataDir, `${DATABASE_FILE}${suffix}`);
      if (!existsSync(file)) continue;
      const aside = `${file}.before-restore-${stamp}`;
      renameSync(file, aside);
      setAside.push(aside);
    }
    const target = join(dataDir, DATABASE_FILE);
    closeSync(openSync(target, 'wx', DATA_FILE_MODE));
    copyFileSync(backup, target);
    return { file: target, leads, bytes: statSync(target).size, setAside };
  } finally {
    lock.release();
  }
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { restore: { type: 'boolean', default: false } }, allowPositionals: true });
  const dataDir = resolve(process.env.DATA_DIR || fileURLToPath(new URL('../data', import.meta.url)));
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error('Usage: npm run backup -- <file>   (DATA_DIR names the data directory)\n       npm run restore -- <file>   (the server stopped)');
    process.exit(2);
  }
  try {
    if (values.restore) {
      const restored = restoreDatabase(dataDir, resolve(file));
      const aside = restored.setAside.length ? `; the replaced files are kept as ${restored.setAside.join(', ')}` : '';
      console.log(`lead-api restore: ${restored.leads} leads from ${resolve(file)} into ${restored.file}${aside}. Start the server.`);
    } else {
      const backup = backupDatabase(dataDir, resolve(file));
      console.log(`lead-api backup: ${backup.leads} leads in ${backup.file} (${kilobytes(backup.bytes)}), consistent as of ${new Date().toISOString()}`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const stopFirst = error instanceof DataDirectoryInUseError ? ' (a restore needs the server stopped)' : '';
    console.error(`${message.startsWith('lead-api') ? message : `lead-api ${values.restore ? 'restore' : 'backup'}: ${message}`}${stopFirst}`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
