import { PRODUCT_ID_FIELD } from './contract/constants';

/**
 * Joins the API base (absolute, or relative to the page's origin) and a path with exactly one slash.
 * The base may carry its own path (`https://host/api/`), which is kept.
 */
export function joinUrl(base: string, pathAndQuery: string): string {
  if (base === '') return pathAndQuery;
  return `${base.replace(/\/+$/, '')}/${pathAndQuery.replace(/^\/+/, '')}`;
}

/**
 * SPEC §1: the product identifier is added to the payload of lead-create, lead and affiliate-event
 * requests. A payload that already names one keeps it; a non-object payload is left alone.
 */
export function withProductId(body: unknown, productId: string): unknown {
  if (body === undefined || body === null) return { [PRODUCT_ID_FIELD]: productId };
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  if ((body as Record<string, unknown>)[PRODUCT_ID_FIELD]) return body;
  return { ...body, [PRODUCT_ID_FIELD]: productId };
}
