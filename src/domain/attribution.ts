import type { AnalyticsProperties } from './landing-params';

/** Attribution values are capped: a tracking parameter is an id or a campaign name, never a document. */
export const ATTRIBUTION_VALUE_MAX_LENGTH = 100;

const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/**
 * Issue 15 "bad input": an e-mail in utm_source or any attribution parameter is never forwarded to a
 * third party as it is (it is replaced), and every value is capped in length.
 */
export function safeAttribution(properties: AnalyticsProperties): AnalyticsProperties {
  const safe: AnalyticsProperties = {};
  for (const [name, value] of Object.entries(properties) as Array<[keyof AnalyticsProperties, string | undefined]>) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    safe[name] = EMAIL_LIKE.test(value) ? '[email removed]' : value.trim().slice(0, ATTRIBUTION_VALUE_MAX_LENGTH);
  }
  return safe;
}

const REMOVED = '[email removed]';

/** An address with every query value that holds an e-mail replaced: the landing URL carries attribution parameters. */
export function scrubUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  let changed = false;
  for (const [name, value] of [...url.searchParams]) {
    if (EMAIL_LIKE.test(value)) {
      url.searchParams.set(name, REMOVED);
      changed = true;
    }
  }
  return changed ? url.toString() : text;
}

/**
 * Every e-mail inside a value (analytics event properties, which the analytics library also fills from
 * the landing URL's utm_* parameters by itself): a URL loses it from its query, any other text is replaced.
 */
export function scrubUrls<T>(value: T): T {
  if (typeof value === 'string') return (/^https?:\/\//.test(value) ? scrubUrl(value) : EMAIL_LIKE.test(value) ? REMOVED : value) as T;
  if (Array.isArray(value)) return value.map(scrubUrls) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubUrls(item)])) as T;
  }
  return value;
}

/**
 * SPEC §3 Lead.leadSource. The spec names the field, not its values: the affiliate that brought the
 * applicant, else the (cleaned) utm_source, else nothing (organic traffic sends no source).
 */
export function leadSourceOf(input: { affiliateAttribute?: string; utmSource?: string }): string | undefined {
  const affiliate = input.affiliateAttribute?.trim();
  if (affiliate) return affiliate.slice(0, ATTRIBUTION_VALUE_MAX_LENGTH);
  const source = input.utmSource ? safeAttribution({ utm_source: input.utmSource }).utm_source : undefined;
  return source && source !== REMOVED ? source : undefined;
}
