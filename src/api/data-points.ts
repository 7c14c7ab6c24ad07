import { queryOptions } from '@tanstack/react-query';
import { BRAND_HEADER } from './contract/common';
import { dataPointsEndpoints } from './contract/data-points';
import type { ApiClient } from './client';
import { queryRetryOptions } from './retry-policy';

export const dataPointsKeys = {
  all: ['data-points'] as const,
  byBrand: (brand: string) => ['data-points', brand] as const,
};

/** GET /v3/test/datapoints: the data points the server wants for the brand, in form order. */
export function getDataPoints(client: ApiClient, brand: string, signal?: AbortSignal) {
  return client.call('dataPointsV3', dataPointsEndpoints.dataPointsV3, {
    query: { brand },
    headers: { [BRAND_HEADER]: brand },
    signal,
  });
}

/** The form sequence is built from these once per visit; an hour fresh. */
export function dataPointsQueryOptions(client: ApiClient, brand: string) {
  return queryOptions({
    queryKey: dataPointsKeys.byBrand(brand),
    queryFn: ({ signal }) => getDataPoints(client, brand, signal),
    staleTime: 60 * 60 * 1000,
    ...queryRetryOptions,
  });
}
