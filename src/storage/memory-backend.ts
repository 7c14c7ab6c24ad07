import type { RawBackend } from './raw-backend';

/**
 * The last resort (SPEC §4's no-op store, DESIGN.md §11 "works without storage"): where the browser
 * refuses every storage API (a cross-site frame with third-party storage blocked, some private
 * modes), answers live in this page's memory. Everything that reads back what it wrote (the outbox,
 * the create reservation, the tracking ledger) keeps working; only a reload or a closed page loses it.
 */
export function createMemoryBackend(): RawBackend {
  const values = new Map<string, string>();
  return {
    name: 'memory',
    get: async (key) => values.get(key) ?? null,
    set: async (key, raw) => {
      values.set(key, raw);
    },
    remove: async (key) => {
      values.delete(key);
    },
  };
}
