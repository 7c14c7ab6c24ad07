import { z } from './zod';
import { defineEndpoint } from './endpoint';

/**
 * GET /v3/test/datapoints?brand={brand}: the dotted data points of SPEC §3 that the server wants
 * for the brand, in the order the form sequence asks them. The brand may instead come in the
 * X-Brand header; with neither, the server uses its default brand.
 */
export const dataPointsQuerySchema = z.lazy(() => z.object({ brand: z.optional(z.string().check(z.minLength(1))) }));
export const dataPointsResponseSchema = z.lazy(() => z.object({ dataPoints: z.array(z.string().check(z.minLength(1))) }));
export type DataPointsResponse = z.infer<typeof dataPointsResponseSchema>;

export const dataPointsEndpoints = {
  dataPointsV3: defineEndpoint({
    method: 'GET',
    path: '/v3/test/datapoints',
    query: dataPointsQuerySchema,
    response: dataPointsResponseSchema,
  }),
};
