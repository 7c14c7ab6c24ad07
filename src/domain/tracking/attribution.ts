import { holdsContactData, scrubContactData } from './contact-data';
import { stripPersonalData, type AnalyticsProperties } from './landing-params';

/** Attribution values are capped: a tracking parameter is an id or a campaign name, never a document. */
export const ATTRIBUTION_VALUE_MAX_LENGTH = 100;

/**
 * Bad input: an e-mail or phone number in utm_source or any attribution parameter
 * is never forwarded to a third party as it is (it is replaced, contact-data.ts), and every value is
 * capped in length (after the replacing, so that a cut never leaves part of a number behind).
 */
export function safeAttribution(properties: AnalyticsProperties): AnalyticsProperties {
  const safe: AnalyticsProperties = {};
  for (const [name, value] of Object.entries(properties) as Array<[keyof AnalyticsProperties, string | undefined]>) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    safe[name] = scrubContactData(value.trim()).slice(0, ATTRIBUTION_VALUE_MAX_LENGTH);
  }
  return safe;
}

/** An address cleaned by the address bar's own rule (landing-params.ts): the landing URL carries attribution parameters. */
export function scrubUrl(text: string): string {
  return stripPersonalData(text) ?? text;
}

/**
 * Every e-mail and phone number inside a value (analytics event properties, which the analytics library
 * also fills from the landing URL's utm_* parameters by itself): a URL loses them from its query, any
 * other text has them replaced.
 */
export function scrubUrls<T>(value: T): T {
  if (typeof value === 'string') return (/^https?:\/\//.test(value) ? scrubUrl(value) : scrubContactData(value)) as T;
  if (Array.isArray(value)) return value.map(scrubUrls) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubUrls(item)])) as T;
  }
  return value;
}

/**
 * SPEC §3 Lead.leadSource. The spec names the field, not its values: the affiliate that brought the
 * applicant, else the (cleaned) utm_source, else nothing (organic traffic sends no source). A source
 * that held contact data says nothing about the source: none is sent.
 */
export function leadSourceOf(input: { affiliateAttribute?: string; utmSource?: string }): string | undefined {
  const affiliate = input.affiliateAttribute?.trim();
  if (affiliate) return affiliate.slice(0, ATTRIBUTION_VALUE_MAX_LENGTH);
  const source = input.utmSource?.trim();
  return source && !holdsContactData(source) ? source.slice(0, ATTRIBUTION_VALUE_MAX_LENGTH) : undefined;
}
