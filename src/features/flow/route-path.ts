import { useLocation } from '@tanstack/react-router';
import { BASE_PATH } from '../../domain/constants';

/** A pathname as the journey names routes: without the base path (SPEC §1), '/' for the index. */
export function routePathOf(pathname: string): string {
  const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  return path === '' ? '/' : path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** The route of the screen being shown. */
export function useRoutePath(): string {
  return useLocation({ select: (location) => routePathOf(location.pathname) });
}
