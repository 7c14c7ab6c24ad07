import { fullyDecoded, phoneContextOf, scrubContactData } from './contact-data';
import { parseFbc, readCookie } from './fbc';
import type { Adjustment, BrandLimits } from '../country/limits';
import { adjustmentOf } from '../country/limits';
import { isUuid } from './uuid';

/** SPEC §2: the attribution parameters kept as analytics properties. */
export const ANALYTICS_PARAMS = ['utm_medium', 'utm_source', 'utm_campaign', 'utm_content', 'utm_term', 'gclid', 'gbraid', 'wbraid', 'ttclid'] as const;
export type AnalyticsParam = (typeof ANALYTICS_PARAMS)[number];
export type AnalyticsProperties = Partial<Record<AnalyticsParam, string>>;

/** Parameters that carry personal data; they leave the address bar once read. */
export const PERSONAL_DATA_PARAMS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

export type LandingParams = {
  sessionId?: string;
  refName?: string;
  refSubId?: string;
  refTransactionId?: string;
  amount?: number;
  period?: number;
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  sellingTierGlobalId?: string;
  fbclid?: string;
  ttclid?: string;
  /** The ad-click ids with their source, for acceptAdClick (SPEC §5). */
  adClick: { gclid?: string; gclsrc?: string; gbraid?: string; wbraid?: string };
  analytics: AnalyticsProperties;
  /** The `_fbc` cookie when well-formed (SPEC §2). */
  fbc?: string;
  /** An amount or period the link asked for that the brand does not lend, and what was set instead. */
  adjusted?: { amount?: Adjustment; period?: Adjustment };
};

const textParam = (params: URLSearchParams, name: string): string | undefined => {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
};

/**
 * SPEC §5: amount and period are converted to numbers. One the brand does not lend becomes the
 * nearest it does (a link asking 99999 gets the most), and the change is kept so the page can say it.
 */
function limitedNumber(raw: string | undefined, range: BrandLimits['amount']): { value?: number; adjustment?: Adjustment } {
  if (raw === undefined || !/^\d+(\.\d+)?$/.test(raw)) return {};
  const asked = Number(raw);
  const adjustment = adjustmentOf(asked, range);
  return adjustment ? { value: adjustment.given, adjustment } : { value: asked };
}

function assign<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) target[key] = value;
}

/** Reads the landing parameters of SPEC §2 from the address and the cookie string. */
export function parseLandingParams(search: URLSearchParams | string, limits: BrandLimits, cookies = ''): LandingParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const text = (name: string) => textParam(params, name);
  const result: LandingParams = { adClick: {}, analytics: {} };

  const sessionId = text('sessionId');
  assign(result, 'sessionId', isUuid(sessionId) ? sessionId : undefined);
  assign(result, 'refName', text('refName'));
  assign(result, 'refSubId', text('refSubId'));
  // SPEC §2: s_id is the fallback for refTransactionId.
  assign(result, 'refTransactionId', text('refTransactionId') ?? text('s_id'));
  const amount = limitedNumber(text('amount'), limits.amount);
  const period = limitedNumber(text('period'), limits.period);
  assign(result, 'amount', amount.value);
  assign(result, 'period', period.value);
  if (amount.adjustment || period.adjustment) {
    result.adjusted = { ...(amount.adjustment ? { amount: amount.adjustment } : {}), ...(period.adjustment ? { period: period.adjustment } : {}) };
  }
  for (const name of [...PERSONAL_DATA_PARAMS, 'sellingTierGlobalId', 'fbclid', 'ttclid'] as const) {
    assign(result, name, text(name));
  }
  for (const name of ANALYTICS_PARAMS) assign(result.analytics, name, text(name));
  for (const name of ['gclid', 'gclsrc', 'gbraid', 'wbraid'] as const) assign(result.adClick, name, text(name));
  assign(result, 'fbc', parseFbc(readCookie(cookies, '_fbc'))?.value);
  return result;
}

/** A value as a form encodes it (space as '+'), as URLSearchParams writes a query. */
const formEncoded = (value: string) => new URLSearchParams([['', value]]).toString().slice(1);

/**
 * One `name=value` pair of a query or fragment, cleaned: null when it goes (a personal-data
 * parameter), else the pair, as it was when nothing in it is contact data. The value is read with
 * its '+' as written, so an address whose '+' arrived unencoded is found whole.
 */
function cleanPair(pair: string): string | null {
  const equals = pair.indexOf('=');
  const rawName = equals === -1 ? pair : pair.slice(0, equals);
  const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
  const name = fullyDecoded(rawName.replace(/\+/g, ' '));
  if ((PERSONAL_DATA_PARAMS as readonly string[]).includes(name)) return null;
  const context = phoneContextOf(name);
  const asWritten = scrubContactData(rawValue, context);
  const cleaned = asWritten !== rawValue ? asWritten : scrubContactData(rawValue.replace(/\+/g, ' '), context);
  if (cleaned === rawValue || cleaned === rawValue.replace(/\+/g, ' ')) return pair;
  return `${rawName}=${formEncoded(cleaned)}`;
}

/** A query string or a fragment without '?' or '#': its pairs cleaned, or its text when it has none. */
function cleanParameters(text: string): string {
  if (!text.includes('=')) {
    const cleaned = scrubContactData(text);
    return cleaned === text ? text : encodeURIComponent(cleaned);
  }
  return text
    .split('&')
    .map(cleanPair)
    .filter((pair): pair is string => pair !== null)
    .join('&');
}

/** A path whose segments hold no contact data (a referrer's '/thanks/ana@example.com'). */
function cleanPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      const cleaned = scrubContactData(segment);
      return cleaned === segment ? segment : encodeURIComponent(cleaned);
    })
    .join('/');
}

/**
 * The address without personal data, for history.replaceState, so that names and contact details do
 * not linger in history, referrers, analytics or the ad platforms' page URLs: the personal-data
 * parameters go, and everywhere else (path, query, fragment), an e-mail or phone number is replaced
 * (contact-data.ts, the rule analytics and the ad platforms get too); ids are kept as they came.
 * Null when there is nothing to change. Relative addresses stay relative. Applied to its own output
 * it changes nothing, so a reload reads the landing's references as they were cleaned.
 */
export function stripPersonalData(url: string): string | null {
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return null;
  }
  const search = cleanParameters(parsed.search.slice(1));
  const hash = cleanParameters(parsed.hash.slice(1));
  const pathname = cleanPath(parsed.pathname);
  if (search === parsed.search.slice(1) && hash === parsed.hash.slice(1) && pathname === parsed.pathname) return null;
  const rest = `${pathname}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
  return isAbsolute ? `${parsed.origin}${rest}` : rest;
}
