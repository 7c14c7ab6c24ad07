import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import type { StateTableRoute } from '../../domain/journey/state-table';
import { detourFrom, type Journey } from '../../domain/journey/journey';
import { useStores } from '../application/use-stores';
import type { Navigator } from './navigator';

const NavigatorContext = createContext<Navigator | null>(null);

export function NavigatorProvider({ navigator, children }: { navigator: Navigator; children: ReactNode }) {
  return <NavigatorContext value={navigator}>{children}</NavigatorContext>;
}

export function useNavigator(): Navigator {
  const navigator = use(NavigatorContext);
  if (!navigator) throw new Error('useNavigator outside NavigatorProvider');
  return navigator;
}

/**
 * The journey as the stores hold it now, re-read whenever the application or its pages change.
 * The snapshot is the pair of store states, so an unchanged application gives the same journey.
 */
export function useJourney(): Journey {
  const navigator = useNavigator();
  const { application, dynamicPages } = useStores();
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = [application.subscribe(listener), dynamicPages.subscribe(listener)];
      return () => stops.forEach((stop) => stop());
    },
    [application, dynamicPages],
  );
  const snapshot = useCallback(() => cachedJourney(navigator, application.getState(), dynamicPages.getState()), [navigator, application, dynamicPages]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The step the screen at `route` may link aside to (the journey's detours), if any. */
export function useDetour(route: string): StateTableRoute | undefined {
  return detourFrom(useJourney(), route);
}

const cache = new WeakMap<Navigator, { application: unknown; pages: unknown; journey: Journey }>();

function cachedJourney(navigator: Navigator, application: unknown, pages: unknown): Journey {
  const hit = cache.get(navigator);
  if (hit && hit.application === application && hit.pages === pages) return hit.journey;
  const journey = navigator.journey();
  cache.set(navigator, { application, pages, journey });
  return journey;
}
