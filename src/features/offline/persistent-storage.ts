/**
 * DESIGN.md §9: browsers may evict script-written storage (Safari after 7 days without a visit,
 * any browser under storage pressure). Asking for persistent storage when an application starts
 * protects the saved answers; asked once, and not at all when already granted.
 */
export type PersistOutcome = 'granted' | 'denied' | 'already' | 'unsupported' | 'failed';

export type PersistCapable = { persisted?: () => Promise<boolean>; persist?: () => Promise<boolean> };

export async function requestPersistentStorage(storage: PersistCapable | undefined): Promise<PersistOutcome> {
  if (!storage?.persist || !storage.persisted) return 'unsupported';
  try {
    if (await storage.persisted()) return 'already';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    return 'failed';
  }
}

/** Runs `ask` the first time only, for the life of the page. */
export function once<T>(ask: () => T): () => T | undefined {
  let asked = false;
  return () => {
    if (asked) return undefined;
    asked = true;
    return ask();
  };
}
