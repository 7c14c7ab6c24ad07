import { useMatch, useRouterState } from '@tanstack/react-router';
import { BASE_PATH } from '../../domain/constants';

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

/** Whether the next screen is loading while this one is still on show (the address has already moved on). */
export function useLeavingScreen(): boolean {
  return useRouterState({ select: (state) => state.isLoading });
}
