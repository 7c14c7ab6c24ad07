import { APPLICATION_STATES, type StateTableRoute } from './state-table';
import { DYNAMIC_FORM_PATHS, INITIAL_DETAILS_ROUTE, type DynamicFormPath } from './form-config';

/**
 * Routes of SPEC §2, without the base path. The routes of the application states come from the
 * state table (state-table.ts); these are the others.
 */

/** SPEC §2 application routes that no state is shown at: the index, the continue link, unsubscribe, not found. */
export const ROUTES_WITHOUT_STATE = ['/', '/continue/$id', '/unsubscribe', '/404'] as const;

/** SPEC §2 lists /smava among the server-driven routes; no state number names it (a partner's offer page). */
export const SMAVA_ROUTE = '/smava' as const;

/** Every route of the state table, in state order. */
export const STATE_TABLE_ROUTES: readonly StateTableRoute[] = APPLICATION_STATES.flatMap((state) => (state.route ? [state.route] : []));

export { DYNAMIC_FORM_PATHS, INITIAL_DETAILS_ROUTE, type DynamicFormPath } from './form-config';

export type StateRoute = StateTableRoute | typeof SMAVA_ROUTE;
/** Every path the router knows, as a navigation target. */
export type AppPath = (typeof ROUTES_WITHOUT_STATE)[number] | StateRoute | typeof INITIAL_DETAILS_ROUTE | `/${DynamicFormPath}`;

/** Every route, the continue link's pattern included: what the router serves. */
export const ALL_ROUTES: readonly AppPath[] = [...ROUTES_WITHOUT_STATE, ...STATE_TABLE_ROUTES, SMAVA_ROUTE, INITIAL_DETAILS_ROUTE];

export const NOT_FOUND_ROUTE = '/404' as const;
export const INDEX_ROUTE = '/' as const;

export function isDynamicFormPath(value: string): value is DynamicFormPath {
  return (DYNAMIC_FORM_PATHS as readonly string[]).includes(value);
}
