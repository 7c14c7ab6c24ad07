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
