/**
 * The "new version" prompt's state (DESIGN.md §9, vite-plugin-pwa #482/#663/#779): a new service
 * worker never takes over by itself; the applicant chooses when, and the page reloads only after
 * every answer is written. Kept framework-free so boot code can feed it and a component can read it.
 */
export type UpdateState =
  | { status: 'none' }
  | { status: 'ready' }
  | { status: 'applying' };

export type UpdateStore = {
  getState(): UpdateState;
  subscribe(listener: () => void): () => void;
  /** A new version waits; `apply` saves what must be saved, activates it and reloads. */
  offer(apply: () => Promise<void>): void;
  /** The applicant pressed Update. A failure puts the prompt back, so they can try again. */
  apply(): Promise<void>;
};

const NONE: UpdateState = { status: 'none' };
const READY: UpdateState = { status: 'ready' };
const APPLYING: UpdateState = { status: 'applying' };

export function createUpdateStore(): UpdateStore {
  let state: UpdateState = NONE;
  let applyUpdate: (() => Promise<void>) | null = null;
  const listeners = new Set<() => void>();
  const set = (next: UpdateState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    offer(apply) {
      applyUpdate = apply;
      if (state.status === 'none') set(READY);
    },
    async apply() {
      if (!applyUpdate || state.status === 'applying') return;
      set(APPLYING);
      try {
        await applyUpdate();
      } catch {
        set(READY);
      }
    },
  };
}

/** The page's one update store: register-service-worker.ts offers, the prompt reads. */
export const serviceWorkerUpdates = createUpdateStore();
