import {
  STATE,
  getApplicationState,
  isAfterOffer,
  isDecision,
  isOfferState,
  routeForState,
  stateForRoute,
  type StateTableRoute,
} from './state-table';
import { isClassicFormPath } from './classic-flow';
import type { DynamicForm, DynamicPagesState } from './dynamic-form';
import { formOwning } from './dynamic-form';
import { INITIAL_DETAILS_PATH, formRoute, type FormPath } from './form-config';
import type { Lead } from '../lead/lead-types';
import { isAsked, mayBeAsked } from './relevance';
import { INITIAL_DETAILS_ROUTE, INDEX_ROUTE, SMAVA_ROUTE, isDynamicFormPath, type AppPath } from './routes';

/**
 * The journey engine (DESIGN.md §10 "One journey engine"): for any application state and step it
 * answers whether the step can be reached now, which data points it asks, what Continue does,
 * which step owns a server field error and where the applicant goes after each server answer.
 * Pure: the navigator (src/core/flow) is the only caller that acts on its answers, and route
 * guards ask it before a screen loads.
 *
 * v3 (dynamic) and v2 (classic) differ by data only: both hold their forms in a DynamicPagesState
 * (v3 built from the server's data points, v2 from the classic pages).
 */
export type FlowKind = 'v3' | 'v2';

export type Journey = {
  flow: FlowKind;
  /** The current application state (SPEC §4 progressState's current number). */
  state: number;
  leadId: string | undefined;
  pages: DynamicPagesState;
  lead: Lead;
  /** The partner whose offer the application holds (SPEC §3 applicationResult.partner.name), lower-cased. */
  partner?: string;
};

export type Reach = { ok: true } | { ok: false; redirect: AppPath };

/** Routes open whatever the application's state: the continue link, unsubscribe, not found. */
const ALWAYS_OPEN: readonly string[] = ['/unsubscribe', '/404'];
const CONTINUE_PREFIX = '/continue/';

/** Client-side detours between server states: from SMS verification the applicant may change the number. */
const DETOURS: Readonly<Record<number, readonly number[]>> = {
  [STATE.mobileVerification]: [STATE.changeMobileNumber],
  [STATE.changeMobileNumber]: [STATE.mobileVerification],
};

// ---------------------------------------------------------------------------------------------
// Forms: which are asked, in which order, how far along the applicant is

const askedSet = (pages: DynamicPagesState) => new Set(pages.requested);

/** The data points a form asks now: its own, less the conditional ones whose condition does not hold. */
export function askedDataPoints(journey: Journey, form: DynamicForm): string[] {
  const asked = askedSet(journey.pages);
  return form.dataPoints.filter((point) => isAsked(point, journey.lead, asked));
}

/** A form is in the applicant's way while any of its data points may still be asked. */
function formMayBeAsked(journey: Journey, form: DynamicForm): boolean {
  return form.path === INITIAL_DETAILS_PATH || form.dataPoints.some((point) => mayBeAsked(point, journey.lead));
}

/** The forms this applicant will be asked, in order (conditional forms that cannot apply are left out). */
export function formsAhead(journey: Journey): DynamicForm[] {
  return journey.pages.sequence
    .map((path) => journey.pages.forms[path])
    .filter((form): form is DynamicForm => form !== undefined && formMayBeAsked(journey, form));
}

/** The form a route shows in this flow, if it shows one. */
export function formAt(journey: Journey, route: string): DynamicForm | undefined {
  const path = route === INITIAL_DETAILS_ROUTE ? INITIAL_DETAILS_PATH : route.replace(/^\//, '');
  const fits = journey.flow === 'v3' ? path === INITIAL_DETAILS_PATH || isDynamicFormPath(path) : isClassicFormPath(path);
  return fits ? journey.pages.forms[path as FormPath] : undefined;
}

export type Progress = { current: number; total: number };

/** "Step n of m", counted over the forms this applicant will actually be asked. */
export function progressAt(journey: Journey, form: DynamicForm): Progress {
  const ahead = formsAhead(journey);
  const index = ahead.findIndex((candidate) => candidate.path === form.path);
  return { current: index + 1, total: ahead.length };
}

export function nextForm(journey: Journey, form: DynamicForm): DynamicForm | undefined {
  const ahead = formsAhead(journey);
  return ahead[ahead.findIndex((candidate) => candidate.path === form.path) + 1];
}

export function previousForm(journey: Journey, form: DynamicForm): DynamicForm | undefined {
  const ahead = formsAhead(journey);
  const index = ahead.findIndex((candidate) => candidate.path === form.path);
  return index > 0 ? ahead[index - 1] : undefined;
}

/**
 * Whether Continue on this form sends the application: v3, the last form (every answer goes with
 * it); v2, every page sends its answers and the server decides, so the last page is the one that
 * sends the application for checking.
 */
export function sendsApplication(journey: Journey, form: DynamicForm): boolean {
  if (journey.flow === 'v3' && journey.pages.sequence.length <= 1) return false;
  return nextForm(journey, form) === undefined;
}

/** Forms stay open until the application reaches checking or anything after it (SPEC §4 afterOffer). */
export function formsOpen(journey: Journey): boolean {
  return !isAfterOffer(journey.state);
}

/** The v2 page of the current state: how far the server has let the applicant come. */
function furthestClassicIndex(journey: Journey): number {
  const ahead = formsAhead(journey);
  const route = routeForState(journey.state);
  const index = route ? ahead.findIndex((form) => formRoute(form.path) === route) : -1;
  return Math.max(index, 0);
}

// ---------------------------------------------------------------------------------------------
// Where the application stands, and whether a route may be shown

/** The route of where the application stands: what the index shows and where a closed route sends. */
export function whereNow(journey: Journey): AppPath {
  // smava's offers are shown on its own page (SPEC §2 /smava), whichever offer state the server names.
  if (journey.partner === 'smava' && isOfferState(journey.state)) return SMAVA_ROUTE;
  const route = routeForState(journey.state);
  if (route && !formsOpen(journey)) return route;
  if (journey.flow === 'v2') {
    if (route) return route;
    return formRoute(formsAhead(journey)[0]?.path ?? 'loan-information');
  }
  // v3 before the offer: a server state with a screen of its own (8 employment, 25 reference), else the forms.
  if (route) return route;
  const current = journey.pages.current ? journey.pages.forms[journey.pages.current] : undefined;
  if (current && journey.leadId && formMayBeAsked(journey, current)) return formRoute(current.path);
  return INITIAL_DETAILS_ROUTE;
}

/** A form's address in either flow, whether or not this journey asks that form. */
function isFormAddress(route: string): boolean {
  const path = route.slice(1);
  return path === INITIAL_DETAILS_PATH || isDynamicFormPath(path) || isClassicFormPath(path);
}

/** Whether a route may be shown now; otherwise where to send the applicant instead (replacing the entry). */
export function reach(journey: Journey, route: string): Reach {
  if (ALWAYS_OPEN.includes(route) || route.startsWith(CONTINUE_PREFIX)) return { ok: true };
  const elsewhere = (): Reach => {
    const target = whereNow(journey);
    return target === route ? { ok: true } : { ok: false, redirect: target };
  };
  if (route === INDEX_ROUTE) return { ok: false, redirect: whereNow(journey) };

  const form = formAt(journey, route);
  if (form) {
    if (!formsOpen(journey)) return elsewhere();
    if (journey.flow === 'v3') {
      if (form.path === INITIAL_DETAILS_PATH) return { ok: true };
      const inWay = formsAhead(journey).some((candidate) => candidate.path === form.path);
      // A later form opens once the lead exists, or when a refused create sent the applicant to it (its errors, then it is current).
      const sentHere = form.errors.length > 0 || journey.pages.current === form.path;
      return inWay && (journey.leadId || sentHere) ? { ok: true } : elsewhere();
    }
    const index = formsAhead(journey).findIndex((candidate) => candidate.path === form.path);
    return index >= 0 && index <= furthestClassicIndex(journey) ? { ok: true } : elsewhere();
  }

  if (route === SMAVA_ROUTE) return journey.partner === 'smava' && isAfterOffer(journey.state) && !isDecision(journey.state) ? { ok: true } : elsewhere();
  const state = stateForRoute(route);
  // SPEC §2: an address the router does not know is for its not-found screen (/404); sending it to the
  // current step instead raced the router's own redirect, and won whenever a store changed first.
  if (!state) return isFormAddress(route) ? elsewhere() : { ok: true };
  // smava's offer lives on /smava, not on the offer state's own route.
  if (journey.partner === 'smava' && isOfferState(state.number)) return elsewhere();
  if (state.number === journey.state) return { ok: true };
  if (DETOURS[journey.state]?.includes(state.number)) return { ok: true };
  return elsewhere();
}

/**
 * The step the applicant may step aside to from `route`, as a link on its screen (detour
 * links come from the journey): from SMS verification to changing the number, and back from there to
 * the verification the state is at. None where the state allows no detour.
 */
export function detourFrom(journey: Journey, route: string): StateTableRoute | undefined {
  const here = stateForRoute(route);
  if (!here) return undefined;
  const target = DETOURS[here.number]?.find((number) => number === journey.state || DETOURS[journey.state]?.includes(number));
  return target === undefined ? undefined : (routeForState(target) ?? undefined);
}

// ---------------------------------------------------------------------------------------------
// What Continue does, and where an answer takes the applicant

export type ContinueAction =
  /** Another form of the v3 sequence: no call, the answers are sent with the last form. */
  | { kind: 'next'; to: AppPath }
  /** The first write: the lead does not exist yet. */
  | { kind: 'create' }
  /** The whole lead again (v3 last form, every v2 page, a before-offer state's page in v3). */
  | { kind: 'update' }
  /** v3 initial-details once the lead exists but the server's data points are not known yet. */
  | { kind: 'loadSequence' }
  /** An after-offer step: the step's own call (SPEC §7), named by the screen. */
  | { kind: 'call' }
  /** The application is past this step: nothing is sent, the applicant goes where it stands. */
  | { kind: 'closed'; to: AppPath };

export function continueAction(journey: Journey, route: string): ContinueAction {
  const form = formAt(journey, route);
  if (form) {
    if (!formsOpen(journey)) return { kind: 'closed', to: whereNow(journey) };
    if (!journey.leadId) return { kind: 'create' };
    if (journey.flow === 'v2') return { kind: 'update' };
    if (sendsApplication(journey, form)) return { kind: 'update' };
    const next = nextForm(journey, form);
    return next ? { kind: 'next', to: formRoute(next.path) } : { kind: 'loadSequence' };
  }
  const state = stateForRoute(route);
  if (state && !state.afterOffer && state.dataSection) {
    // A before-offer state shown on its own page in v3 (25 reference information): lead data, sent whole.
    return state.number === journey.state ? { kind: 'update' } : { kind: 'closed', to: whereNow(journey) };
  }
  if (isDecision(journey.state)) return { kind: 'closed', to: whereNow(journey) };
  return { kind: 'call' };
}

/** Which route owns a server field error keyed by a dotted data point (SPEC §4); the current route when no form does. */
export function errorOwner(journey: Journey, dataPoint: string, fromRoute: string): AppPath | string {
  const owner = formOwning(journey.pages, dataPoint);
  if (owner && formAt(journey, fromRoute)) return formRoute(owner.path);
  return fromRoute;
}

export type Destination = { to: AppPath; replace: boolean } | null;

/**
 * Where the applicant goes once an answer is applied (`after` is the journey with the answer in
 * it, `previousState` the state before it). SPEC §4: the new state's route, replacing the history
 * entry when the state left is afterOffer. v3 forms before the server has everything: the next
 * form. Null: stay (the server still wants something on this page).
 */
export function destinationAfterAnswer(after: Journey, fromRoute: string, previousState: number): Destination {
  const replace = isAfterOffer(previousState);
  const fromForm = formAt(after, fromRoute);
  if (after.flow === 'v3' && fromForm && formsOpen(after) && !routeForState(after.state)) {
    const next = nextForm(after, fromForm);
    if (!next) return null;
    return { to: formRoute(next.path), replace: false };
  }
  const target = whereNow(after);
  if (target === fromRoute) return null;
  return { to: target, replace };
}

/** The state's name for a route, for screens that need to know which server state they show. */
export function stateNumberOfRoute(route: string): number | undefined {
  return stateForRoute(route)?.number;
}

export { getApplicationState };
