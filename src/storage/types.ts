import type { RawBackend } from './raw-backend';

/** Key names of SPEC §3 ("Stored keys"), plus the few the offline model of DESIGN.md §4–5 adds. */
export const SPEC_STORAGE_KEYS = [
  'storedLoanApplication',
  'sessionId',
  'sessionStartedAt',
  'sessionUrl',
  'state',
  'companyData',
  'gclid',
  'initAt',
  'lid',
  'redirected',
  'redirectUrl',
  'redirectMethod',
  'reapplying',
  'logRocketBlocked',
  'logRocket',
  'routeChange',
  'newSessionFlag',
  'leadApplication',
  'dynamicPages',
  'uiColors',
  'asyncFormData',
  'isLoading',
  'sellingTierGlobalId',
  'sessionAcceptedRedirected',
] as const;

/**
 * Our own keys: the persisted TanStack Query cache, the submission outbox, attribution, the affiliate
 * reference, the version of the stored shapes (stored-shapes.ts), the applicant's consent choice and
 * the funnel events' once-only ledger.
 */
export const OWN_STORAGE_KEYS = ['queryCache', 'submissionOutbox', 'analyticsProperties', 'affiliateReference', 'storageVersion', 'consent', 'trackingLedger'] as const;

export type StorageKey = (typeof SPEC_STORAGE_KEYS)[number] | (typeof OWN_STORAGE_KEYS)[number];

/**
 * The storage adapter's contract (SPEC §4 "Storage wrapper"): reads answer null and writes false on
 * failure, after logging; nothing throws to the caller.
 */
export interface KeyValueStore {
  /** Where the values live now: IndexedDB, web storage, or this page's memory (nothing survives a reload). */
  readonly backend: 'indexeddb' | 'webstorage' | 'memory';
  get<T = unknown>(key: StorageKey): Promise<T | null>;
  set(key: StorageKey, value: unknown): Promise<boolean>;
  remove(key: StorageKey): Promise<boolean>;
  /**
   * Moves every value to a durable backend and keeps using it (storage granted later, for example by
   * the Storage Access API in a frame). Only a store in memory can move; false when nothing moved.
   */
  moveTo?(durable: RawBackend): Promise<boolean>;
}
