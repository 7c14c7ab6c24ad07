import { useSyncExternalStore } from 'react';
import { useMatch, useRouterState } from '@tanstack/react-router';
import { BASE_PATH } from '../../domain/constants';
import { withinTime } from '../runtime/within-time';

/** A pathname as the journey names routes: without the base path (SPEC §1), '/' for the index. */
export function routePathOf(pathname: string): string {
  const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  return path === '' ? '/' : path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * The route of the screen being shown: the path of its own match, which the next screen replaces only
 * once it is ready. Not the address (useLocation): that changes as a navigation starts, while this
 * screen is still on show, and read there the screen drew the next step inside itself, which the next
 * route's screen then replaced a moment later: a remount that took the focus back to the heading and
 * lost what the applicant had started typing (seen in CI on classic pages).
 */
export function useRoutePath(): string {
  return useMatch({ strict: false, select: (match) => routePathOf(match.pathname) });
}

/**
 * The next screen being made ready before the address moves to it (followRoute): the address, the
 * tab title and the question change together, when the next screen is drawn, so a screen reader
 * never announces the next step's title over the question still on show.
 */
let preparing = 0;

/**
 * How long a move waits for the next screen's code and data: on a network that stalls a download the
 * address moves anyway, and the next route's own loading screen says what is happening.
 */
export const NEXT_SCREEN_WAIT_MS = 3000;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Prepares the next screen (its code and data), then moves the address to it; only the latest move goes. */
export function followRoute(prepare: () => Promise<unknown>, go: () => void): void {
  const ticket = (preparing = Math.abs(preparing) + 1);
  notify();
  void withinTime(prepare(), NEXT_SCREEN_WAIT_MS, undefined)
    .catch(() => undefined)
    .then(() => {
      if (ticket !== preparing) return;
      preparing = -ticket;
      notify();
      go();
    });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isPreparing = () => preparing > 0;

/** Whether the next screen is being prepared or loading while this one is still on show. */
export function useLeavingScreen(): boolean {
  const loading = useRouterState({ select: (state) => state.isLoading });
  return useSyncExternalStore(subscribe, isPreparing, isPreparing) || loading;
}
