import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clearRouteChange } from '../../domain/application-state';
import { useApplicationState, useStores } from '../application/use-stores';
import { subscribeToSubmissionResults } from '../submissions';
import { useRuntime } from '../runtime/runtime-context';
import { isLeadWrite, leadAnswerOf } from './lead-writes';
import { applyLeadAnswer } from './apply-lead-answer';

/**
 * Follows the route changes the application state computes (SPEC §4: push, or replace when leaving
 * an afterOffer state), and applies every lead answer, including those of submissions resumed after
 * a reload that no screen is waiting on.
 */
export function FlowNavigator() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { application } = useStores();
  const { config } = useRuntime();
  const routeChange = useApplicationState((state) => state.routeChange);

  useEffect(() => {
    if (!('redirect' in routeChange)) return;
    application.setState(clearRouteChange);
    void navigate({ to: routeChange.redirect, replace: routeChange.method === 'REPLACE' });
  }, [routeChange, application, navigate]);

  useEffect(
    () =>
      subscribeToSubmissionResults(queryClient, (result) => {
        if (result.status !== 'success' || !isLeadWrite(result.name)) return;
        const answer = leadAnswerOf(result.data);
        if (!answer) return;
        application.setState((state) =>
          applyLeadAnswer(state, answer, { created: result.name.startsWith('leadCreate'), accumulateOffers: config.accumulateOffers }),
        );
      }),
    [queryClient, application, config.accumulateOffers],
  );
  return null;
}
