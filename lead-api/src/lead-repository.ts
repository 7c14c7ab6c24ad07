import { join } from 'node:path';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { LeadPayload, StoredLead } from '../../src/api/contract';
import type { DataLock } from './data-lock';
import {
  DATABASE_FILE,
  StorageUnavailableError,
  fileIdentity,
  inTransaction,
  openDatabase,
  probeWrite,
  readLegacyJson,
  retireLegacyJson,
  type FileIdentity,
  type Probe,
} from './lead-store';
import { currentWriteScope } from './write-scope';
import { canonicalEmail } from '../../src/domain/validation/validation-text';

/** A stored lead plus what the sandbox needs to drive it: the brand, its flow and step answers. */
export type LeadRecord = StoredLead & {
  /** Which flow created it ('v2' classic or 'v3' dynamic); the flows differ in what "complete" means. */
  flow: 'v2' | 'v3';
  brand: string;
  /** Answers of after-offer steps, by step name, kept so nothing a tester typed is lost. */
  steps: Record<string, unknown>;
  /** How many times each after-offer call was taken (replays of one Idempotency-Key never reach it). */
  calls?: Record<string, number>;
};

/** The record with one more call of `name` counted. */
export function withCall(record: LeadRecord, name: string): LeadRecord {
  return { ...record, calls: { ...record.calls, [name]: (record.calls?.[name] ?? 0) + 1 } };
}

/** The first answer to an Idempotency-Key (DESIGN.md §5), replayed verbatim on a retry. */
export type IdempotencyRecord = {
  key: string;
  fingerprint: string;
  status: number;
  body: string;
  contentType: string;
  createdAt: number;
};

/** The JSON file of the previous repository, imported once (lead-store.ts). */
type LegacyDataFile = {
  leads?: (LeadRecord & { statusPolls?: number })[];
  idempotency?: IdempotencyRecord[];
  attempts?: Record<string, number>;
  unsubscribed?: string[];
};

/** Idempotency keys are kept a day: long enough for any offline retry of a submission (DESIGN.md §5). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Leads, idempotency records, attempt counters and unsubscribed addresses in SQLite
 * (lead-store.ts). Leads are also cached in memory for reads; a change reaches the cache only
 * after its transaction is committed, so a write the disk refuses leaves nothing behind (the
 * caller gets StorageUnavailableError, answered 503). Status-poll counters live in memory only:
 * a poll that changes no state writes nothing (README "Storage").
 *
 * Inside a request with an Idempotency-Key (write-scope.ts), every lead write also stores a
 * marker (key, n-th write of the request, lead id) in the same transaction. If the answer is lost
 * before its idempotency record is stored (a crash, a refused write), the retry with the same key
 * finds the marker and answers the lead as it is instead of writing it again: exactly one lead.
 */
export class LeadRepository {
  private readonly leads = new Map<string, LeadRecord>();
  private readonly statusPolls = new Map<string, number>();
  private readonly sql: ReturnType<typeof prepare>;

  private constructor(
    private readonly db: DatabaseSync,
    readonly file: string,
    private readonly now: () => number,
    /** The file was read-only when the server started: reads are served, writes answer 503. */
    readonly openedReadOnly: boolean,
    /** The file SQLite has open; a write goes nowhere once the path names another (lead-store.ts). */
    private readonly identity: FileIdentity | undefined,
    private readonly lock: DataLock,
  ) {
    this.sql = prepare(db);
  }

  static async open(dataDir: string, now: () => number): Promise<LeadRepository> {
    const { db, readOnly, identity, lock } = openDatabase(dataDir);
    const repository = new LeadRepository(db, join(dataDir, DATABASE_FILE), now, readOnly, identity, lock);
    try {
      repository.importLegacyJson(dataDir);
    } catch (error) {
      await repository.flush();
      throw error;
    }
    for (const row of repository.sql.allLeads.all() as { record: string }[]) {
      const record = JSON.parse(row.record) as LeadRecord;
      repository.leads.set(record.id, record);
    }
    return repository;
  }

  list(): LeadRecord[] {
    return [...this.leads.values()];
  }

  get(id: string): LeadRecord | undefined {
    return this.leads.get(id);
  }

  async create(input: { id: string; state: number; lead: LeadPayload; flow: 'v2' | 'v3'; brand: string }): Promise<LeadRecord> {
    const replayed = this.alreadyWritten();
    if (replayed) return replayed;
    const at = new Date(this.now()).toISOString();
    const record: LeadRecord = { ...input, lead: { ...input.lead, id: input.id }, createdAt: at, updatedAt: at, steps: {} };
    this.store(record, 'insert');
    return record;
  }

  /** Applies `change` to a copy of the record and stores it; undefined when there is no such lead. */
  async update(id: string, change: (record: LeadRecord) => LeadRecord): Promise<LeadRecord | undefined> {
    const current = this.leads.get(id);
    if (!current) return undefined;
    const replayed = this.alreadyWritten();
    if (replayed) return replayed;
    const next = { ...change(structuredClone(current)), id, updatedAt: new Date(this.now()).toISOString() };
    this.store(next, 'update');
    return next;
  }

  /** Counts one more status poll of a lead, in memory: polls are reads and write nothing. */
  countStatusPoll(id: string): number {
    const polls = (this.statusPolls.get(id) ?? 0) + 1;
    this.statusPolls.set(id, polls);
    return polls;
  }

  getIdempotency(key: string): IdempotencyRecord | undefined {
    const row = this.sql.getIdempotency.get(key) as
      | { key: string; fingerprint: string; status: number; body: string; content_type: string; created_at: number }
      | undefined;
    if (!row || this.now() - row.created_at > IDEMPOTENCY_TTL_MS) return undefined;
    return { key: row.key, fingerprint: row.fingerprint, status: row.status, body: row.body, contentType: row.content_type, createdAt: row.created_at };
  }

  /** The fingerprint of the request that wrote under `key` without its answer being kept (see the class comment). */
  writtenFingerprint(key: string): string | undefined {
    const row = this.sql.getWriteFingerprint.get(key, this.now() - IDEMPOTENCY_TTL_MS) as { fingerprint: string } | undefined;
    return row?.fingerprint;
  }

  async saveIdempotency(record: IdempotencyRecord): Promise<void> {
    const expired = this.now() - IDEMPOTENCY_TTL_MS;
    this.transaction(() => {
      this.sql.putIdempotency.run(record.key, record.fingerprint, record.status, record.body, record.contentType, record.createdAt);
      // Indexed by created_at: the sweep costs what expired, not what is kept.
      this.sql.expireIdempotency.run(expired);
      this.sql.expireWrites.run(expired);
    });
  }

  /** Counts one more attempt under `counter` and answers the new count. */
  async countAttempt(counter: string): Promise<number> {
    const row = this.transaction(() => this.sql.countAttempt.get(counter) as { count: number });
    return row.count;
  }

  async unsubscribe(email: string): Promise<void> {
    this.transaction(() => this.sql.unsubscribe.run(canonicalEmail(email)));
  }

  isUnsubscribed(email: string): boolean {
    return this.sql.isUnsubscribed.get(canonicalEmail(email)) !== undefined;
  }

  /**
   * Whether a write would be stored now (GET /health): the data file is still the one at its path,
   * and a one-row write reaches the disk (lead-store.ts probeWrite).
   */
  writable(): Probe {
    if (!this.db.isOpen) return { ok: false, reason: 'the data file is closed' };
    const moved = this.fileMoved();
    return moved ? { ok: false, reason: moved } : probeWrite(this.db, this.now());
  }

  /**
   * Removes the leads not written to for `retentionMs` (retention.ts) and answers how many. Their
   * idempotency markers expire by themselves within a day; unsubscribed addresses are kept (an
   * unsubscribe must outlive the lead).
   */
  async removeUnchangedSince(cutoff: number): Promise<number> {
    const expired = this.list().filter((record) => Date.parse(record.updatedAt) < cutoff).map((record) => record.id);
    if (expired.length === 0) return 0;
    this.transaction(() => {
      for (const id of expired) this.sql.deleteLead.run(id);
    });
    for (const id of expired) {
      this.leads.delete(id);
      this.statusPolls.delete(id);
    }
    return expired.length;
  }

  /** Every write is committed before its call returns; this closes the file (WAL checkpointed, -wal and -shm removed) and lets the directory go. */
  async flush(): Promise<void> {
    if (this.db.isOpen) this.db.close();
    this.lock.release();
  }

  /** Why the path no longer names the file SQLite has open (deleted, or replaced by a restore), or undefined while it does. */
  private fileMoved(): string | undefined {
    const now = fileIdentity(this.file);
    if (!this.identity || (now && now.dev === this.identity.dev && now.ino === this.identity.ino)) return undefined;
    return now
      ? `${this.file} was replaced while the server ran: restart it to serve the new file`
      : `${this.file} was deleted while the server ran: what it would store now would be gone at the next start`;
  }

  /**
   * One transaction (lead-store.ts inTransaction), refused before it starts when the data file is no
   * longer the one at its path: a write to a deleted file is acknowledged and then lost at the next start.
   */
  private transaction<T>(work: () => T): T {
    const moved = this.fileMoved();
    if (moved) throw new StorageUnavailableError(new Error(moved));
    return inTransaction(this.db, work);
  }

  /** Runs raw SQL on the store's connection: tests use it to make the disk refuse writes (PRAGMA max_page_count). */
  execForTest(sql: string): void {
    this.db.exec(sql);
  }

  /** The lead this request already wrote before its answer was lost, when a marker says so (see the class comment). */
  private alreadyWritten(): LeadRecord | undefined {
    const scope = currentWriteScope();
    if (!scope) return undefined;
    const row = this.sql.getWrite.get(scope.key, scope.writes) as { lead_id: string; fingerprint: string } | undefined;
    if (!row || row.fingerprint !== scope.fingerprint) return undefined;
    scope.writes += 1;
    return this.leads.get(row.lead_id);
  }

  private store(record: LeadRecord, kind: 'insert' | 'update'): void {
    const scope = currentWriteScope();
    this.transaction(() => {
      (kind === 'insert' ? this.sql.insertLead : this.sql.updateLead).run(JSON.stringify(record), record.id);
      if (scope) this.sql.putWrite.run(scope.key, scope.writes, record.id, scope.fingerprint, this.now());
    });
    if (scope) scope.writes += 1;
    this.leads.set(record.id, record);
  }

  private importLegacyJson(dataDir: string): void {
    if (this.sql.getMeta.get('legacyJsonImported')) return retireLegacyJson(dataDir);
    const data = readLegacyJson<LegacyDataFile>(dataDir);
    if (!data) return undefined;
    this.transaction(() => {
      for (const { statusPolls: _statusPolls, ...lead } of data.leads ?? []) this.sql.insertLead.run(JSON.stringify(lead), lead.id);
      for (const r of data.idempotency ?? []) this.sql.putIdempotency.run(r.key, r.fingerprint, r.status, r.body, r.contentType, r.createdAt);
      for (const [counter, count] of Object.entries(data.attempts ?? {})) this.sql.setAttempt.run(counter, count);
      for (const email of data.unsubscribed ?? []) this.sql.unsubscribe.run(email);
      this.sql.setMeta.run('legacyJsonImported', new Date(this.now()).toISOString());
    });
    return retireLegacyJson(dataDir);
  }
}

function prepare(db: DatabaseSync) {
  const statement = (sql: string): StatementSync => db.prepare(sql);
  return {
    allLeads: statement('SELECT record FROM leads ORDER BY rowid'),
    insertLead: statement('INSERT INTO leads (record, id) VALUES (?, ?)'),
    updateLead: statement('UPDATE leads SET record = ? WHERE id = ?'),
    deleteLead: statement('DELETE FROM leads WHERE id = ?'),
    getIdempotency: statement('SELECT * FROM idempotency WHERE key = ?'),
    putIdempotency: statement('INSERT OR REPLACE INTO idempotency (key, fingerprint, status, body, content_type, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    expireIdempotency: statement('DELETE FROM idempotency WHERE created_at < ?'),
    getWrite: statement('SELECT lead_id, fingerprint FROM idempotency_writes WHERE key = ? AND seq = ?'),
    getWriteFingerprint: statement('SELECT fingerprint FROM idempotency_writes WHERE key = ? AND created_at >= ? LIMIT 1'),
    putWrite: statement('INSERT OR REPLACE INTO idempotency_writes (key, seq, lead_id, fingerprint, created_at) VALUES (?, ?, ?, ?, ?)'),
    expireWrites: statement('DELETE FROM idempotency_writes WHERE created_at < ?'),
    countAttempt: statement('INSERT INTO attempts (counter, count) VALUES (?, 1) ON CONFLICT (counter) DO UPDATE SET count = count + 1 RETURNING count'),
    setAttempt: statement('INSERT OR REPLACE INTO attempts (counter, count) VALUES (?, ?)'),
    unsubscribe: statement('INSERT OR IGNORE INTO unsubscribed (email) VALUES (?)'),
    isUnsubscribed: statement('SELECT 1 FROM unsubscribed WHERE email = ?'),
    getMeta: statement('SELECT value FROM meta WHERE key = ?'),
    setMeta: statement('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)'),
  };
}
