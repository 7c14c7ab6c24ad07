import { findDurableBackend, fromGlobal, type KeyValueStore, type StorageLogger } from '../../storage';

/** What Chrome's requestStorageAccess({ all: true }) answers: the frame's own storage APIs, unblocked. */
type StorageAccessHandle = { indexedDB?: IDBFactory; localStorage?: Storage };
export type StorageAccessDocument = { requestStorageAccess?: (types?: { all: boolean }) => Promise<StorageAccessHandle | undefined | void> };

/** The DOM's typing knows only the cookie form of the call (a void answer). */
const pageDocument = () => document as unknown as StorageAccessDocument;

export type StorageAccessOutcome = 'granted' | 'refused';

/** Only a framed page whose answers live in memory has anything to ask for, and only where the browser can ask. */
export function canAskStorageAccess(storage: KeyValueStore, framed: boolean, doc: StorageAccessDocument = pageDocument()): boolean {
  return framed && storage.backend === 'memory' && typeof doc.requestStorageAccess === 'function' && typeof storage.moveTo === 'function';
}

/**
 * A framed page whose browser blocks third-party storage asks for it on a tap (the API
 * needs the tap). Chrome answers with a handle holding the storage APIs; Firefox and Safari open the
 * document's own. Whatever the browser answers, the page keeps working: a refusal, a grant whose
 * storage still refuses a probe write, or an error leave the answers in memory.
 */
export async function askStorageAccess(storage: KeyValueStore, logger: StorageLogger, doc: StorageAccessDocument = pageDocument()): Promise<StorageAccessOutcome> {
  if (!doc.requestStorageAccess || !storage.moveTo) return 'refused';
  let handle: StorageAccessHandle | undefined | void;
  try {
    handle = await doc.requestStorageAccess({ all: true });
  } catch {
    return 'refused';
  }
  const durable = await findDurableBackend({
    logger,
    indexedDB: fromGlobal(() => handle?.indexedDB) ?? fromGlobal(() => globalThis.indexedDB),
    localStorage: fromGlobal(() => handle?.localStorage) ?? fromGlobal(() => globalThis.localStorage),
  });
  if (!durable) return 'refused';
  return (await storage.moveTo(durable)) ? 'granted' : 'refused';
}
