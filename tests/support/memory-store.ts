import type { Store } from '../../src/core/application/use-stores';

/** A store in memory with the persisted stores' interface, for component and hook tests. */
export function memoryStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState: (updater) => {
      state = typeof updater === 'function' ? (updater as (previous: T) => T)(state) : updater;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    flush: () => Promise.resolve(),
  };
}
