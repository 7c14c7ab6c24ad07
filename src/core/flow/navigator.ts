import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { isLeadDecided, type ApiError } from '../../api/errors';
import type { WriteName, WriteVariables } from '../../api/writes';
import { clearRouteChange, currentStateNumber } from '../../domain/journey/application-record';
import { fieldNameOf } from '../../domain/lead/data-points';
import { addDataPoints, applyServerErrors, setCurrentForm, type FieldError } from '../../domain/journey/dynamic-form';
import { FORM_CONFIGURATION, formRoute } from '../../domain/journey/form-config';
import { destinationAfterAnswer, formAt, reach, whereNow, type FlowKind, type Journey } from '../../domain/journey/journey';
import type { Logger } from '../../domain/logger';
import type { AppPath } from '../../domain/journey/routes';
import { clearStepErrors, setStepErrors } from '../../domain/journey/step-data';
import type { AppStores } from '../application/use-stores';
import { subscribeToSubmissionResults } from '../submissions';
import { applyLeadAnswer, leadAnswerOf, resumeLead, settleDecision, type ContinuedLead, type LeadAnswer } from '../../domain/lead/lead-answers';
import { isLeadWrite } from './lead-writes';
import { yieldToMain } from '../runtime/yield-to-main';
import { retryingImport } from '../runtime/retrying-import';

/**
 * The one navigator (DESIGN.md §10): it asks the journey engine (src/domain/journey/journey.ts) and moves
 * the applicant. It applies every lead answer, those of submissions resumed after a reload that no
 * screen waits on included, and puts every 422 at the step that owns it; it follows the route
 * changes that state pushes compute (SPEC §4); and when the application changes under a screen
 * (an answer, another tab) so that the screen may no longer be shown, it sends the applicant on.
 */
export type NavigatorDeps = {
  stores: AppStores;
  flow: FlowKind;
  brandId: string;
  accumulateOffers: boolean;
  queryClient: QueryClient;
  api: ApiClient;
  logger: Logger;
  /** The router's navigation: the only place the application changes the address. */
  navigate: (to: AppPath, options: { replace: boolean }) => void;
  /** The route being shown or loaded now, without the base path. */
  currentRoute: () => string;
};

export type Navigator = {
  journey(): Journey;
  currentRoute(): string;
  /** Moves to a route the engine has named (next form, a closed step's outcome). */
  goTo(to: AppPath, options?: { replace?: boolean }): void;
  /** v3: the server's data points in the form sequence; false when they cannot be had now. */
  ensureSequence(): Promise<boolean>;
  /**
   * A decision or a change read from the lead's status (the checking poll, an offer screen, another
   * tab's or device's decision): applied, then the applicant moved from where they are.
   */
  applyStatus(answer: LeadAnswer): void;
  /** A continue link's lead (SPEC §2): made this browser's application, then the applicant taken to its step. */
  resume(lead: ContinuedLead): void;
  start(): () => void;
};

export function journeyOf(stores: AppStores, flow: FlowKind): Journey {
  const application = stores.application.getState();
  const partner = application.applicationResult.partner?.name;
  return {
    flow,
    state: currentStateNumber(application.progressState),
    leadId: application.id,
    pages: stores.dynamicPages.getState(),
    lead: application.data,
    ...(typeof partner === 'string' ? { partner: partner.toLowerCase() } : {}),
  };
}

export function createNavigator(deps: NavigatorDeps): Navigator {
  const { stores, flow } = deps;
  const journey = () => journeyOf(stores, flow);

  function goTo(to: AppPath, options: { replace?: boolean } = {}) {
    const form = formAt(journey(), to);
    if (form) stores.dynamicPages.setState((pages) => setCurrentForm(pages, form.path));
    deps.navigate(to, { replace: options.replace ?? false });
  }

  async function ensureSequence(): Promise<boolean> {
    if (flow !== 'v3') return true;
    try {
      // The contract (and its schema library) loads with the first data it reads, not with the first page.
      const { dataPointsQueryOptions } = await retryingImport(() => import('../../api/data-points'))();
      const options = dataPointsQueryOptions(deps.api, deps.brandId);
      // Offline with nothing cached the query would wait for the network: say "not now" instead.
      const answer = deps.queryClient.getQueryData(options.queryKey) ?? (onlineManager.isOnline() ? await deps.queryClient.fetchQuery(options) : undefined);
      if (!answer) return false;
      const { dataPoints } = answer;
      const known = new Set(stores.dynamicPages.getState().requested);
      const fresh = dataPoints.filter((point) => !known.has(point));
      // Loaded ahead of the applicant (initial-details' loader): current moves only when they do (goTo).
      if (fresh.length > 0) stores.dynamicPages.setState((pages) => addDataPoints(pages, fresh, FORM_CONFIGURATION, false));
      return true;
    } catch {
      return false;
    }
  }

  function onAnswer(name: WriteName, variables: WriteVariables, data: unknown) {
    const answer = leadAnswerOf(data);
    if (!isLeadWrite(name) || !answer) return;
    const before = journey();
    const here = deps.currentRoute();
    stores.application.setState((state) =>
      clearRouteChange(applyLeadAnswer(state, answer, { created: name.startsWith('leadCreate'), accumulateOffers: deps.accumulateOffers })),
    );
    if (variables.origin) stores.steps.setState((steps) => clearStepErrors(steps, variables.origin as string));
    // The applicant is moved only from the step the answer belongs to; elsewhere the reach check decides.
    if (variables.origin && variables.origin !== here) return;
    const destination = destinationAfterAnswer(journey(), here, before.state);
    // A step the answer closed is left at once (else the reach check would move the applicant first).
    if (destination && !reach(journey(), here).ok) return goTo(destination.to, { replace: destination.replace });
    if (destination) {
      // The answer applied and saved in this task, the next step drawn in the next: in one task the
      // first lead answer would be a long task on a slow phone. Unless something moved the applicant meanwhile.
      void yieldToMain().then(() => {
        const next = deps.currentRoute() === here ? destinationAfterAnswer(journey(), here, before.state) : null;
        if (next) goTo(next.to, { replace: next.replace });
      });
      return;
    }
    const after = journey();
    if (after.flow === 'v3' && formAt(after, here)?.path === 'initial-details' && after.pages.sequence.length <= 1) {
      void ensureSequence().then((loaded) => {
        const next = loaded ? destinationAfterAnswer(journey(), deps.currentRoute(), before.state) : null;
        if (next) goTo(next.to, { replace: next.replace });
      });
    }
  }

  /**
   * Where the applicant goes after an answer changed the application (every server answer
   * moves the applicant here, through the journey engine; the state's routeChange is a record of
   * SPEC §4, consumed here, never followed on its own).
   */
  function moveOn(before: Journey, from: string) {
    stores.application.setState(clearRouteChange);
    const destination = destinationAfterAnswer(journey(), from, before.state);
    if (destination) goTo(destination.to, { replace: destination.replace });
  }

  function applyStatus(answer: LeadAnswer) {
    const before = journey();
    stores.application.setState((state) => settleDecision(state, answer, { accumulateOffers: deps.accumulateOffers }));
    moveOn(before, deps.currentRoute());
  }

  function resume(lead: ContinuedLead) {
    stores.application.setState((state) => clearRouteChange(resumeLead(state, lead, { accumulateOffers: deps.accumulateOffers })));
    // The link's page is not a step to come back to: replaced by where the lead stands.
    goTo(whereNow(journey()), { replace: true });
  }

  /**
   * Another tab or device finished the application (409 lead_decided): the lead's status
   * says how, and applying it moves the applicant to the outcome (the route guard) and ends the
   * personal answers this tab still held (forgetOnDecision). A failed read leaves it to the next write.
   */
  async function learnDecision() {
    const leadId = stores.application.getState().id;
    if (!leadId) return;
    try {
      const { leadStatusQueryOptions } = await retryingImport(() => import('../../api/lead-status'))();
      const answer = leadAnswerOf(await deps.queryClient.fetchQuery(leadStatusQueryOptions(deps.api, leadId)));
      if (answer) applyStatus(answer);
    } catch (error) {
      deps.logger.warn('The lead is decided, but its status could not be read', { error: error instanceof Error ? error.name : 'unknown' });
    }
  }

  function onError(name: WriteName, variables: WriteVariables, error: ApiError) {
    if (isLeadDecided(error)) return void learnDecision();
    const entries = Object.entries(error.fieldErrors ?? {});
    if (error.status !== 422 || entries.length === 0) return;
    const here = deps.currentRoute();
    if (isLeadWrite(name) && (name.startsWith('leadCreate') || name.startsWith('leadUpdate'))) {
      stores.dynamicPages.setState((pages) => applyServerErrors(pages, error.fieldErrors));
      const errored = stores.dynamicPages.getState().erroredForm;
      if (errored && (!variables.origin || variables.origin === here)) {
        const route = formRoute(errored);
        if (route !== here && reach(journey(), route).ok) goTo(route);
      }
      return;
    }
    const errors: FieldError[] = entries.map(([dataPoint, message]) => ({ dataPoint, fieldName: fieldNameOf(dataPoint), message }));
    stores.steps.setState((steps) => setStepErrors(steps, variables.origin ?? here, errors));
  }

  /** Leaves a screen the application can no longer show (another tab moved it on, its data expired). */
  function followApplication() {
    const here = deps.currentRoute();
    const verdict = reach(journey(), here);
    if (!verdict.ok) deps.navigate(verdict.redirect, { replace: true });
  }

  function start() {
    let scheduled = false;
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        followApplication();
      });
    };
    const stops = [
      stores.application.subscribe(schedule),
      stores.dynamicPages.subscribe(schedule),
      subscribeToSubmissionResults(deps.queryClient, (result) => {
        if (result.status === 'success') onAnswer(result.name, result.variables, result.data);
        else onError(result.name, result.variables, result.error as ApiError);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }

  return { journey, currentRoute: deps.currentRoute, goTo, ensureSequence, applyStatus, resume, start };
}

