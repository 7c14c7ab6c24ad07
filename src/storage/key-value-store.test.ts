import { describe, it, expect } from 'vitest';
import { createMemoryLogger } from '../domain/logger';
import { createKeyValueStore, createMemoryStore } from './key-value-store';
import { MemoryStorage, throwingBackend } from '../../tests/support/storage-fakes';
import { createWebStorageBackend } from './web-storage-backend';

const PERSONAL = { contactDetails: { email: 'ana@example.com' } };

describe('KeyValueStore (SPEC §4 storage wrapper)', () => {
  it('writes JSON and reads it back decoded, with timestamps as dates', async () => {
    const web = new MemoryStorage();
    const store = createKeyValueStore(createWebStorageBackend(web), createMemoryLogger());
    const setAt = new Date('2024-05-06T07:08:09.123Z');

    expect(await store.set('affiliateReference', { attribute: 'aff', setAt })).toBe(true);
    expect(web.getItem('affiliateReference')).toBe(JSON.stringify({ attribute: 'aff', setAt }));
    expect(await store.get('affiliateReference')).toEqual({ attribute: 'aff', setAt });
  });

  it('answers null for a key never written, and removes keys', async () => {
    const store = createKeyValueStore(createWebStorageBackend(new MemoryStorage()), createMemoryLogger());
    expect(await store.get('lid')).toBeNull();
    await store.set('lid', 'lead-1');
    expect(await store.remove('lid')).toBe(true);
    expect(await store.get('lid')).toBeNull();
  });

  it('treats writing undefined as removing', async () => {
    const store = createKeyValueStore(createWebStorageBackend(new MemoryStorage()), createMemoryLogger());
    await store.set('lid', 'lead-1');
    expect(await store.set('lid', undefined)).toBe(true);
    expect(await store.get('lid')).toBeNull();
  });

  it('reads legacy plain strings and stored "true"/"false" (SPEC §5)', async () => {
    const web = new MemoryStorage();
    web.setItem('redirected', 'true');
    web.setItem('redirectMethod', 'POST');
    const store = createKeyValueStore(createWebStorageBackend(web), createMemoryLogger());
    expect(await store.get('redirected')).toBe(true);
    expect(await store.get('redirectMethod')).toBe('POST');
  });

  it('reads back a top-level string that is itself JSON parsed (the price of repeated decoding)', async () => {
    const store = createKeyValueStore(createWebStorageBackend(new MemoryStorage()), createMemoryLogger());
    await store.set('lid', '12345');
    await store.set('leadApplication', { postalCode: '28001' });
    expect(await store.get('lid')).toBe(12345);
    expect(await store.get('leadApplication')).toEqual({ postalCode: '28001' });
  });
});

describe('KeyValueStore failures (SPEC §4: logged, answered with null or false)', () => {
  it('answers null on a failed read and false on a failed write or remove, and never throws', async () => {
    const logger = createMemoryLogger();
    const store = createKeyValueStore(throwingBackend(), logger);

    await expect(store.get('storedLoanApplication')).resolves.toBeNull();
    await expect(store.set('storedLoanApplication', PERSONAL)).resolves.toBe(false);
    await expect(store.remove('storedLoanApplication')).resolves.toBe(false);
    expect(logger.lines).toHaveLength(3);
  });

  it('names the key in the log line and never the value', async () => {
    const logger = createMemoryLogger();
    const store = createKeyValueStore(throwingBackend(), logger);
    await store.set('storedLoanApplication', PERSONAL);

    const [line] = logger.lines;
    expect(line?.level).toBe('error');
    expect(line?.message).toContain('storedLoanApplication');
    expect(JSON.stringify(logger.lines)).not.toContain('ana@example.com');
  });

  it('logs a value that has no JSON form (a cycle) as a failed write, not a throw', async () => {
    const logger = createMemoryLogger();
    const store = createKeyValueStore(createWebStorageBackend(new MemoryStorage()), logger);
    const cyclic: Record<string, unknown> = { email: 'ana@example.com' };
    cyclic.self = cyclic;
    expect(await store.set('leadApplication', cyclic)).toBe(false);
    expect(JSON.stringify(logger.lines)).not.toContain('ana@example.com');
  });
});

describe("memory store (SPEC §4's last resort, DESIGN.md §11: the page keeps what it wrote)", () => {
  it('reads back what it wrote, checked like any other backend', async () => {
    const store = createMemoryStore();
    expect(store.backend).toBe('memory');
    expect(await store.set('sessionId', 'x')).toBe(true);
    expect(await store.get('sessionId')).toBe('x');
    await store.set('sessionId', { not: 'a session id' });
    expect(await store.get('sessionId')).toBeNull();
    await store.set('sessionId', 'x');
    expect(await store.remove('sessionId')).toBe(true);
    expect(await store.get('sessionId')).toBeNull();
  });
});
