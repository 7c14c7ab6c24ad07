import { describe, expect, it } from 'vitest';
import { createApplicationState } from '../domain/journey/application-record';
import { createPagesFor, EMPTY_DYNAMIC_PAGES } from '../domain/journey/dynamic-form';
import { createMemoryLogger } from '../domain/logger';
import { EMPTY_STEP_DATA } from '../domain/journey/step-data';
import { createKeyValueStore } from './key-value-store';
import { settleStorageVersion, STORAGE_VERSION } from './storage-version';
import { hasStoredShape, storedShapes } from './stored-shapes';
import { MemoryStorage } from '../../tests/support/storage-fakes';
import { OWN_STORAGE_KEYS, SPEC_STORAGE_KEYS, type StorageKey } from './types';
import { createWebStorageBackend } from './web-storage-backend';

/** Values of the wrong shape for almost any key: what a bug, an old writer or a hand edit leaves. */
const JUNK: readonly unknown[] = [[1, 2, 3], { expiresAt: 1 }, 'not json {', 42, null, { data: 'x', offers: 'none', amount: 'many' }];

describe('stored data is checked on read (DESIGN.md "Stored data is checked and versioned", SPEC §4 read failures give null)', () => {
  it('has one shape for every storage key', () => {
    for (const key of [...SPEC_STORAGE_KEYS, ...OWN_STORAGE_KEYS]) expect(storedShapes()[key], key).toBeDefined();
  });

  it('accepts what the app itself writes', () => {
    expect(hasStoredShape('state', createApplicationState())).toBe(true);
    expect(hasStoredShape('dynamicPages', EMPTY_DYNAMIC_PAGES)).toBe(true);
    expect(hasStoredShape('dynamicPages', createPagesFor('v2', true))).toBe(true);
    expect(hasStoredShape('dynamicPages', createPagesFor('v3', false))).toBe(true);
    expect(hasStoredShape('asyncFormData', EMPTY_STEP_DATA)).toBe(true);
    expect(hasStoredShape('sessionStartedAt', new Date())).toBe(true);
    expect(hasStoredShape('lid', 12345)).toBe(true);
    expect(hasStoredShape('submissionOutbox', [{ name: 'leadCreateV3', idempotencyKey: 'k', createdAt: 1, status: 'pending' }])).toBe(true);
  });

  it('reads a value of the wrong shape as null, drops it and warns by key (never by value)', async () => {
    const web = new MemoryStorage();
    const logger = createMemoryLogger();
    const store = createKeyValueStore(createWebStorageBackend(web), logger);
    const keyed = ['state', 'dynamicPages', 'asyncFormData', 'queryCache', 'submissionOutbox'] as const satisfies StorageKey[];
    for (const key of keyed) {
      for (const junk of JUNK) {
        web.setItem(key, JSON.stringify(junk));
        expect(await store.get(key), `${key} = ${JSON.stringify(junk)}`).toBeNull();
        expect(web.getItem(key)).toBeNull();
      }
    }
    expect(logger.lines.filter((line) => line.level === 'warn')).toHaveLength(keyed.length * JUNK.length);
    expect(JSON.stringify(logger.lines)).not.toContain('expiresAt');
    web.setItem('storedLoanApplication', JSON.stringify({ contactDetails: 'ana@example.com' }));
    expect(await store.get('storedLoanApplication')).toBeNull();
  });
});

describe('stored data is versioned', () => {
  const setup = () => {
    const web = new MemoryStorage();
    const logger = createMemoryLogger();
    return { web, logger, store: createKeyValueStore(createWebStorageBackend(web), logger) };
  };

  it('marks data from before versions were kept with the current version, keeping it', async () => {
    const { web, store, logger } = setup();
    await store.set('sessionId', 'kept');
    await settleStorageVersion(store, logger);
    expect(await store.get('storageVersion')).toBe(STORAGE_VERSION);
    expect(web.getItem('sessionId')).toBe('"kept"');
  });

  it('runs each migration step from the stored version to the current one, in order', async () => {
    const { store, logger } = setup();
    await store.set('storageVersion', 1);
    const ran: number[] = [];
    const step = (n: number) => async () => void ran.push(n);
    await settleStorageVersion(store, logger, 3, [step(0), step(1), step(2)]);
    expect(ran).toEqual([1, 2]);
    expect(await store.get('storageVersion')).toBe(3);
  });

  it('starts clean, with a warning, on data written by a newer version', async () => {
    const { web, store, logger } = setup();
    await store.set('sessionId', 'from the future');
    await store.set('storageVersion', STORAGE_VERSION + 1);
    await settleStorageVersion(store, logger);
    expect(web.getItem('sessionId')).toBeNull();
    expect(await store.get('storageVersion')).toBe(STORAGE_VERSION);
    expect(logger.lines.some((line) => line.level === 'warn' && line.message.includes('newer version'))).toBe(true);
  });
});
