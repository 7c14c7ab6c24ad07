import type { z } from './contract/zod';
import type { RuntimeConfig } from '../config/runtime-config';
import type { Logger } from '../domain/logger';
import { BRAND_HEADER, IDEMPOTENCY_KEY_HEADER } from './contract/constants';
import {
  fillPath,
  queryString,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from './contract/endpoint';
import { readErrorBody } from './error-body';
import { retryAfterMs } from './retry-policy';
import {
  ABORTED_MESSAGE,
  ApiError,
  NETWORK_ERROR_MESSAGE,
  statusMessage,
  statusToCode,
  timeoutMessage,
} from './errors';
import { joinUrl, withProductId } from './url';

/** SPEC §9: every request gives up after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Told of every request: `started` when it leaves, and the function it returns once it ended, with
 * whether the server answered (any HTTP status) or not (a network failure, a timeout, an abort).
 * Whether the server answers is read from this (src/features/offline/reachability.ts).
 */
export type RequestObserver = { started(): (answered: boolean) => void };

export type ApiClientOptions = {
  apiBase: string;
  policiesPath: string;
  productId: string;
  /** Sent as X-Brand, so the server answers for the brand in use (non-Spanish brands share a product id). */
  brand?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  logger: Logger;
};

/** What a caller passes for one call; params, query and body are typed by the endpoint's definition. */
export type CallInput<E extends EndpointDefinition> = {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  /** DESIGN.md §5: every lead write carries one, so a retry never creates a second lead. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Replaces the endpoint's path template (the configured policies path, SPEC §7). */
  path?: string;
};

export type ApiClient = {
  /** Calls one endpoint of the contract's table; `name` names it in errors and logs. */
  call<E extends EndpointDefinition>(name: string, endpoint: E, input?: CallInput<E>): Promise<EndpointResponse<E>>;
  readonly policiesPath: string;
  readonly logger: Logger;
  /** Tells `observer` of every call from now on; returns the function that stops telling it. */
  observe(observer: RequestObserver): () => void;
};

/**
 * The HTTP client on fetch. It knows transport, timeouts and the contract's response schemas, and
 * nothing of screens: no toasts, no navigation (STYLE.md item 3). Every failure is an `ApiError`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const defaultTimeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  // Looked up on each call so that a test (or a polyfill) replacing globalThis.fetch is honoured.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const observers = new Set<RequestObserver>();

  async function call<E extends EndpointDefinition>(
    name: string,
    endpoint: E,
    input: CallInput<E> = {},
  ): Promise<EndpointResponse<E>> {
    const timeoutMs = input.timeoutMs ?? defaultTimeoutMs;
    const path = fillPath(input.path ?? endpoint.path, input.params as Record<string, string | number> | undefined);
    const query = queryString(input.query as Record<string, unknown> | undefined);
    // SPEC §7: the policies path is fetched as it is, without the API base.
    const url = endpoint.absolute ? `${path}${query}` : joinUrl(options.apiBase, `${path}${query}`);
    const body: unknown = endpoint.addsProductId ? withProductId(input.body, options.productId) : input.body;
    const headers: Record<string, string> = { Accept: 'application/json', ...input.headers };
    if (options.brand) headers[BRAND_HEADER] = options.brand;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (input.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = input.idempotencyKey;

    const controller = new AbortController();
    let reason: 'timeout' | 'aborted' | undefined;
    const abort = (why: 'timeout' | 'aborted') => {
      reason ??= why;
      controller.abort();
    };
    const timer = setTimeout(() => abort('timeout'), timeoutMs);
    const onCallerAbort = () => abort('aborted');
    if (input.signal?.aborted) abort('aborted');
    else input.signal?.addEventListener('abort', onCallerAbort, { once: true });

    // A fetch or body-read rejection is classified by why we aborted, if we did; else it is the network.
    const transportFailure = (cause: unknown): ApiError => {
      const code = reason ?? 'network';
      const message =
        code === 'timeout' ? timeoutMessage(timeoutMs) : code === 'aborted' ? ABORTED_MESSAGE : NETWORK_ERROR_MESSAGE;
      return new ApiError({ code, message, endpoint: name, cause });
    };

    const ends = [...observers].map((observer) => observer.started());
    try {
      let response: Response;
      let text: string;
      try {
        const init: RequestInit = { method: endpoint.method, headers, signal: controller.signal };
        if (body !== undefined) init.body = JSON.stringify(body);
        response = await doFetch(url, init);
        text = await response.text();
      } catch (cause) {
        ends.forEach((end) => end(false));
        throw transportFailure(cause);
      }
      ends.forEach((end) => end(true));

      if (!response.ok) {
        const errorBody = await readErrorBody(parseJson(text));
        throw new ApiError({
          code: statusToCode(response.status),
          message: statusMessage(response.status),
          endpoint: name,
          status: response.status,
          ...(errorBody?.code ? { serverCode: errorBody.code } : {}),
          ...(errorBody?.errors ? { fieldErrors: errorBody.errors } : {}),
          ...retryAfter(response.headers.get('Retry-After')),
        });
      }
      return parseResponse(name, endpoint.response, response.status, text) as EndpointResponse<E>;
    } finally {
      clearTimeout(timer);
      input.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function observe(observer: RequestObserver) {
    observers.add(observer);
    return () => void observers.delete(observer);
  }

  return { call, policiesPath: options.policiesPath, logger: options.logger, observe };
}

/** The server's Retry-After (a 503, a 429), when it sent a readable one. */
function retryAfter(header: string | null): { retryAfterMs?: number } {
  const ms = retryAfterMs(header);
  return ms === undefined ? {} : { retryAfterMs: ms };
}

const NOT_JSON = Symbol('not-json');

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** A malformed answer is a clear `invalid_response`, never a crash further down in a screen. */
function parseResponse(name: string, schema: z.ZodMiniType, status: number, text: string): unknown {
  const json = parseJson(text);
  const result = json === NOT_JSON ? undefined : schema.safeParse(json);
  if (result?.success) return result.data;
  // Paths and messages only: a zod issue's `input` could echo personal data back into a log.
  const problems = result
    ? result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    : ['body is not JSON'];
  throw new ApiError({
    code: 'invalid_response',
    message: `Invalid response from ${name} (status ${status}): ${problems.join('; ')}`,
    endpoint: name,
    status,
  });
}

/** The client of a deployment: API base, policies path and product id from the runtime configuration (DESIGN.md §3). */
export function createApiClientFromConfig(
  config: Pick<RuntimeConfig, 'apiBase' | 'policiesPath' | 'productId'>,
  deps: Pick<ApiClientOptions, 'logger' | 'fetch' | 'timeoutMs'>,
): ApiClient {
  return createApiClient({ apiBase: config.apiBase, policiesPath: config.policiesPath, productId: config.productId, ...deps });
}
