import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../../api/client';
import type { Navigator } from './navigator';

/** Any query a step's screen shows, as its route's loader ensures it. */
export type StepQuery = EnsureQueryDataOptions<unknown, Error, unknown, QueryKey>;

/** What a step's loader knows when it asks its screen which server data to load first. */
export type StepQueryContext = { route: string; navigator: Navigator; api: ApiClient; locale: string; leadId: string | undefined };

/**
 * A step's screen module, lazily loaded (src/app/steps.ts): the screen, told its step record's
 * `step` (words, calls, partner), and the server data it shows, which the route's loader makes
 * available before the screen paints (TanStack Router's loader beside its component).
 */
export type StepScreenModule<Step> = {
  default: (props: { step: Step }) => ReactNode;
  queries?: (step: Step, context: StepQueryContext) => StepQuery[] | Promise<StepQuery[]>;
};
