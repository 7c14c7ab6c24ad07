/** Test doubles for the storage layer's tests; nothing in the app imports this file. */
import type { RawBackend } from '../../src/storage/raw-backend';

/** An in-memory Web Storage, optionally refusing writes the way a full disk does. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly options: { quotaExceeded?: boolean } = {}) {}
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.options.quotaExceeded) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

/** An IDBFactory whose open() throws, as some private modes do. */
export function throwingIdbFactory(): IDBFactory {
  const open = () => {
    throw new DOMException('IndexedDB is disabled', 'SecurityError');
  };
  return { open } as unknown as IDBFactory;
}

/** An IDBFactory whose open() never answers: no success, no error, no blocked event. */
export function silentIdbFactory(): IDBFactory {
  const open = () => ({}) as IDBOpenDBRequest;
  return { open } as unknown as IDBFactory;
}

/** Wraps a real IDBFactory and keeps every connection it opens, so a test can close one under us. */
export function recordingIdbFactory(real: IDBFactory): { factory: IDBFactory; connections: IDBDatabase[] } {
  const connections: IDBDatabase[] = [];
  const open = (name: string, version?: number) => {
    const request = real.open(name, version);
    request.addEventListener('success', () => connections.push(request.result));
    return request;
  };
  return { factory: { open, deleteDatabase: real.deleteDatabase.bind(real) } as unknown as IDBFactory, connections };
}

/** A backend whose every call fails. */
export function throwingBackend(error: Error = new DOMException('boom', 'UnknownError')): RawBackend {
  const fail = async (): Promise<never> => {
    throw error;
  };
  return { name: 'indexeddb', get: fail, set: fail, remove: fail };
}

/**
 * An IDBFactory whose open() answers `delayMs` late, as IndexedDB on a cheap phone's cold start or a
 * busy machine does: the request is the real one, opened after the delay, its events passed on.
 */
export function slowIdbFactory(real: IDBFactory, delayMs: number): IDBFactory {
  const open = (name: string, version?: number) => {
    const handlers: Partial<Record<'onsuccess' | 'onerror' | 'onupgradeneeded' | 'onblocked', ((event: Event) => void) | null>> = {};
    let opened: IDBOpenDBRequest | null = null;
    const request = {
      get result() {
        return opened?.result;
      },
      get error() {
        return opened?.error ?? null;
      },
      get readyState() {
        return opened?.readyState ?? 'pending';
      },
    } as unknown as IDBOpenDBRequest;
    for (const name of ['onsuccess', 'onerror', 'onupgradeneeded', 'onblocked'] as const) {
      Object.defineProperty(request, name, { get: () => handlers[name] ?? null, set: (handler: ((event: Event) => void) | null) => (handlers[name] = handler) });
    }
    setTimeout(() => {
      opened = real.open(name, version);
      for (const event of ['success', 'error', 'upgradeneeded', 'blocked'] as const) {
        opened.addEventListener(event, (happened) => handlers[`on${event}`]?.(happened));
      }
    }, delayMs);
    return request;
  };
  return { open, deleteDatabase: real.deleteDatabase.bind(real) } as unknown as IDBFactory;
}
