import type { z } from './zod';

/**
 * The shape of one entry of the endpoint table. Client and lead-api both read the method and path
 * from here, so no path string is written twice (STYLE.md item 3).
 *
 * Path templates use `{name}` placeholders, as SPEC §7 writes them; `toRoutePattern` turns them
 * into the `:name` form that Hono's router reads.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type EndpointDefinition = {
  readonly method: HttpMethod;
  readonly path: string;
  /** True for the one path that is fetched without the API base (the policies path, SPEC §7). */
  readonly absolute?: boolean;
  /** Query parameters, validated at the server. */
  readonly query?: z.ZodMiniType;
  /** Request body; absent for calls that send none. */
  readonly body?: z.ZodMiniType;
  readonly response: z.ZodMiniType;
  /** SPEC §1: the client adds `productId` to the body of the lead-create, lead and affiliate-event calls. */
  readonly addsProductId?: boolean;
  /** The status of a success when it is not 200 (a lead create answers 201 Created); the OpenAPI document says it. */
  readonly successStatus?: 201;
};

/** Keeps the literal types of a definition (path, method) so params and bodies are typed per endpoint. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type ParamNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** `PathParams<'/lead/status/{id}'>` is `{ id: string }`. */
export type PathParams<T extends string> = { [K in ParamNames<T>]: string | number };

export type EndpointParams<E extends EndpointDefinition> = PathParams<E['path']>;
export type EndpointBody<E extends EndpointDefinition> = E['body'] extends z.ZodMiniType ? z.input<E['body']> : undefined;
export type EndpointQuery<E extends EndpointDefinition> = E['query'] extends z.ZodMiniType ? z.input<E['query']> : undefined;
export type EndpointResponse<E extends EndpointDefinition> = z.output<E['response']>;

/** Fills a path template; every value is URI-encoded, so an e-mail or company name stays one segment. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Builds `?a=1&b=2` from defined values; an empty query gives ''. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL of a call: the API base (runtime config `apiBase`) plus the filled path, except for
 * absolute endpoints (SPEC §7: the policies path has no base prefix).
 */
export function endpointUrl(
  apiBase: string,
  endpoint: EndpointDefinition,
  params: Record<string, string | number> = {},
  query?: Record<string, unknown>,
): string {
  const base = endpoint.absolute ? '' : apiBase.replace(/\/$/, '');
  return `${base}${fillPath(endpoint.path, params)}${queryString(query)}`;
}

/** `/lead/{id}/redirect` -> `/lead/:id/redirect`, the pattern form of Hono's router. */
export function toRoutePattern(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}
