import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import type { UiState } from '../../domain/journey/ui-state';
import type { ApplicationState } from '../../domain/journey/application-record';
import type { DynamicPagesState } from '../../domain/journey/dynamic-form';
import type { StepData } from '../../domain/journey/step-data';

/** The shape of every client-state store (src/storage's persisted store fits it). */
export type Store<T> = {
  getState(): T;
  setState(updater: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /** Settles when every change so far is saved: awaited before the page is left (partner redirects). */
  flush(): Promise<void>;
};

export type AppStores = {
  application: Store<ApplicationState>;
  dynamicPages: Store<DynamicPagesState>;
  ui: Store<UiState>;
  steps: Store<StepData>;
};

const StoresContext = createContext<AppStores | null>(null);

export function StoresProvider({ stores, children }: { stores: AppStores; children: ReactNode }) {
  return <StoresContext value={stores}>{children}</StoresContext>;
}

export function useStores(): AppStores {
  const stores = use(StoresContext);
  if (!stores) throw new Error('useStores outside StoresProvider');
  return stores;
}

/** Subscribes to a slice of a store; the selector must return a stable value for unchanged state. */
export function useStoreSlice<T, S>(store: Store<T>, select: (state: T) => S): S {
  const getSnapshot = useCallback(() => select(store.getState()), [store, select]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

export function useUiState<S>(select: (state: UiState) => S): S {
  return useStoreSlice(useStores().ui, select);
}

export function useApplicationState<S>(select: (state: ApplicationState) => S): S {
  return useStoreSlice(useStores().application, select);
}

export function useDynamicPages<S>(select: (state: DynamicPagesState) => S): S {
  return useStoreSlice(useStores().dynamicPages, select);
}

export function useStepData<S>(select: (state: StepData) => S): S {
  return useStoreSlice(useStores().steps, select);
}

/**
 * Settles when every store change made so far is written (DESIGN.md §4): awaited before the page
 * is left, for a partner or for a reload into a new version, so the last keystroke is not lost.
 */
export async function flushStores(stores: AppStores): Promise<void> {
  await Promise.all([stores.application.flush(), stores.dynamicPages.flush(), stores.ui.flush(), stores.steps.flush()]);
}
