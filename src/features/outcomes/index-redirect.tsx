import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currentStateNumber } from '../../domain/application-state';
import { routeForState } from '../../domain/application-states';
import type { ApplicationRoute, StateRoute } from '../../domain/routes';
import { useApplicationState } from '../application/use-stores';
import { useRuntime } from '../runtime/runtime-context';
import { Waiting } from './waiting';
import './outcomes.css';

/**
 * '/' (SPEC §2 index): sends the applicant to where they are, the route of the current progress
 * state, or the brand's first page when the state has none (0, or a state without a screen).
 * Replace, so Back never returns to this empty stop; the query string (landing parameters) goes along.
 */
export default function IndexRedirect() {
  const { t } = useTranslation('flow');
  const { brand } = useRuntime();
  // The state table pairs states with application and state routes only, never a dynamic form path.
  const stateRoute = useApplicationState((state) => routeForState(currentStateNumber(state.progressState))) as ApplicationRoute | StateRoute | null;
  const target = stateRoute ?? brand.firstPage;
  return (
    <section className="step outcome" aria-labelledby="index-title">
      <h1 id="index-title" className="visually-hidden">
        {t('index>title')}
      </h1>
      <Waiting>{t('index>loading')}</Waiting>
      <Navigate to={target} search={true} replace />
    </section>
  );
}
