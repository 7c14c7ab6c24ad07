import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { dataPointsQueryOptions } from '../../api/data-points';
import { policiesQueryOptions } from '../../api/policies';
import { choicesLanguage } from '../../ui/data-points/use-field-options';

/**
 * The first v3 step shows the policies from the server and counts the steps from the server's data
 * points (SPEC §3, §7): asked for at boot, beside the translations, they are there when the step
 * first paints, so the step does not grow under the applicant's eyes (DESIGN.md §7: CLS).
 */
export async function prefetchFirstStep(queryClient: QueryClient, api: ApiClient, locale: string, brand: string): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(policiesQueryOptions(api, choicesLanguage(locale))),
    queryClient.prefetchQuery(dataPointsQueryOptions(api, brand)),
  ]);
}
