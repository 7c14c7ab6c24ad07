import { ENDPOINTS, type EndpointName, type Endpoints } from './contract/endpoints';
import type { EndpointBody, EndpointParams, EndpointQuery, EndpointResponse } from './contract/endpoint';
import type { ApiClient } from './client';
import { isApiError } from './errors';
import type { WRITE_NAMES } from './contract/write-names';

/** Every call of the contract that changes something: each one becomes a queued, retried submission. */
export type WriteName = { [N in EndpointName]: Endpoints[N]['method'] extends 'GET' ? never : N }[EndpointName];

export { WRITE_NAMES } from './contract/write-names';

/**
 * WRITE_NAMES (listed apart so the queue starts before the contract's schemas load) names exactly the
 * endpoint table's writes: one added to either and not the other fails typecheck.
 */
type ListedWrite = (typeof WRITE_NAMES)[number];
const exactlyTheWrites: [Exclude<WriteName, ListedWrite>, Exclude<ListedWrite, WriteName>] extends [never, never] ? true : false = true;
void exactlyTheWrites;

/**
 * What a write needs to be sent again later, after a reload: plain JSON only (it is persisted), and
 * the idempotency key made when the applicant submitted, so every resend is the same submission.
 */
/** One write's variables; `WriteVariables<N>` is the same for a single name. */
export type VariablesFor<N extends WriteName> = {
  idempotencyKey: string;
  /** The route the applicant made it on: its answer and its field errors belong to that step. Not sent. */
  origin?: string;
  body?: EndpointBody<Endpoints[N]>;
  params?: EndpointParams<Endpoints[N]>;
  query?: EndpointQuery<Endpoints[N]>;
};

/** Distributes over the names, so `WriteVariables` (all writes) is a union with each write's own body. */
export type WriteVariables<N extends WriteName = WriteName> = N extends WriteName ? VariablesFor<N> : never;

export type WriteResult<N extends WriteName = WriteName> = EndpointResponse<Endpoints[N]>;

/** SPEC §8: a failed lead create or update is logged with these words, and nothing is shown. */
export const LEAD_CREATE_FAILED = 'Failed to post lead';
export const LEAD_UPDATE_FAILED = 'Failed to update lead';

export function failureLogMessage(name: WriteName): string | undefined {
  if (name === 'leadCreateV3' || name === 'leadCreateV2') return LEAD_CREATE_FAILED;
  if (name === 'leadUpdateV3' || name === 'leadUpdateV2') return LEAD_UPDATE_FAILED;
  return undefined;
}

/** Sends one write with its Idempotency-Key. The log line names the call and the error, never the payload. */
export async function sendWrite<N extends WriteName>(
  client: ApiClient,
  name: N,
  variables: VariablesFor<N>,
  signal?: AbortSignal,
): Promise<WriteResult<N>> {
  const endpoint: Endpoints[N] = ENDPOINTS[name];
  try {
    return await client.call(name, endpoint, {
      body: variables.body,
      params: variables.params,
      query: variables.query,
      idempotencyKey: variables.idempotencyKey,
      signal,
    });
  } catch (error) {
    const message = failureLogMessage(name);
    if (message) client.logger.error(message, isApiError(error) ? error.toLogDetails() : { endpoint: name });
    throw error;
  }
}

/**
 * The same for a write chosen at run time (a restored mutation, an outbox entry): the name and the
 * variables were stored together, so they match, which TypeScript cannot follow through a union.
 */
export function sendAnyWrite(client: ApiClient, name: WriteName, variables: WriteVariables, signal?: AbortSignal): Promise<unknown> {
  return sendWrite(client, name, variables as VariablesFor<WriteName>, signal);
}
