import { join } from 'node:path';
import type { LeadPayload, StoredLead } from '../../src/api/contract';
import { readJsonFile, writeJsonFileAtomic } from './json-file';

/** A stored lead plus what the sandbox needs to drive it: how often its status was asked, and step answers. */
export type LeadRecord = StoredLead & {
  /** Which flow created it ('v2' classic or 'v3' dynamic); the flows differ in what "complete" means. */
  flow: 'v2' | 'v3';
  brand: string;
  statusPolls: number;
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

type DataFile = {
  version: 1;
  leads: LeadRecord[];
  idempotency: IdempotencyRecord[];
  /** Attempts per test-data counter, e.g. `fail2:<key>` for the "fail the first 2 attempts" outcome. */
  attempts: Record<string, number>;
  unsubscribed: string[];
};

const EMPTY: DataFile = { version: 1, leads: [], idempotency: [], attempts: {}, unsubscribed: [] };
/** Idempotency keys are kept a day: long enough for any offline retry of a submission (DESIGN.md §5). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Leads and idempotency records in one JSON file under the data directory. Everything lives in
 * memory and every change is written through (atomic temp file + rename) before the caller's
 * answer goes out, so a restart loses nothing that was answered. Writes are chained so two
 * requests never write the file at once.
 */
export class LeadRepository {
  private leads = new Map<string, LeadRecord>();
  private idempotency = new Map<string, IdempotencyRecord>();
  private attempts: Record<string, number> = {};
  private unsubscribed = new Set<string>();
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    readonly file: string,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number): Promise<LeadRepository> {
    const repository = new LeadRepository(join(dataDir, 'leads.json'), now);
    const data = await readJsonFile<DataFile>(repository.file, EMPTY);
    for (const lead of data.leads) repository.leads.set(lead.id, lead);
    for (const record of data.idempotency) repository.idempotency.set(record.key, record);
    repository.attempts = { ...data.attempts };
    repository.unsubscribed = new Set(data.unsubscribed);
    return repository;
  }

  list(): LeadRecord[] {
    return [...this.leads.values()];
  }

  get(id: string): LeadRecord | undefined {
    return this.leads.get(id);
  }

  async create(input: { id: string; state: number; lead: LeadPayload; flow: 'v2' | 'v3'; brand: string }): Promise<LeadRecord> {
    const at = new Date(this.now()).toISOString();
    const record: LeadRecord = { ...input, lead: { ...input.lead, id: input.id }, createdAt: at, updatedAt: at, statusPolls: 0, steps: {} };
    this.leads.set(record.id, record);
    await this.persist();
    return record;
  }

  /** Applies `change` to a copy of the record and stores it; undefined when there is no such lead. */
  async update(id: string, change: (record: LeadRecord) => LeadRecord): Promise<LeadRecord | undefined> {
    const current = this.leads.get(id);
    if (!current) return undefined;
    const next = { ...change(structuredClone(current)), id, updatedAt: new Date(this.now()).toISOString() };
    this.leads.set(id, next);
    await this.persist();
    return next;
  }

  getIdempotency(key: string): IdempotencyRecord | undefined {
    const record = this.idempotency.get(key);
    if (record && this.now() - record.createdAt > IDEMPOTENCY_TTL_MS) return undefined;
    return record;
  }

  async saveIdempotency(record: IdempotencyRecord): Promise<void> {
    this.idempotency.set(record.key, record);
    for (const [key, stored] of this.idempotency) {
      if (this.now() - stored.createdAt > IDEMPOTENCY_TTL_MS) this.idempotency.delete(key);
    }
    await this.persist();
  }

  /** Counts one more attempt under `counter` and answers the new count. */
  async countAttempt(counter: string): Promise<number> {
    this.attempts[counter] = (this.attempts[counter] ?? 0) + 1;
    await this.persist();
    return this.attempts[counter];
  }

  async unsubscribe(email: string): Promise<void> {
    this.unsubscribed.add(email.trim().toLowerCase());
    await this.persist();
  }

  isUnsubscribed(email: string): boolean {
    return this.unsubscribed.has(email.trim().toLowerCase());
  }

  /** Waits for the writes in flight, so a server can be closed and re-created on the same directory. */
  async flush(): Promise<void> {
    await this.writing;
  }

  private persist(): Promise<void> {
    // Each write takes the latest snapshot, so chained writes never lose a change made in between.
    const write = this.writing.then(() =>
      writeJsonFileAtomic(this.file, {
        version: 1,
        leads: this.list(),
        idempotency: [...this.idempotency.values()],
        attempts: this.attempts,
        unsubscribed: [...this.unsubscribed],
      } satisfies DataFile),
    );
    this.writing = write.catch(() => undefined);
    return write;
  }
}
