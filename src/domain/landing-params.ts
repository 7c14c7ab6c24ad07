import { scrubContactData } from './contact-data';
import { parseFbc, readCookie } from './fbc';
import type { Adjustment, BrandLimits } from './limits';
import { adjustmentOf } from './limits';
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

/**
 * The address without personal data, for history.replaceState, so that names and contact details do
 * not linger in history, referrers, analytics or the ad platforms' page URLs: the personal-data
 * parameters go, and in every other parameter, whatever its name, an e-mail or phone number is
 * replaced (contact-data.ts, the rule analytics and the ad platforms get too). Null when there is
 * nothing to change. Relative addresses stay relative.
 */
export function stripPersonalData(url: string): string | null {
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return null;
  }
  const entries = [...parsed.searchParams];
  const kept = entries
    .filter(([name]) => !(PERSONAL_DATA_PARAMS as readonly string[]).includes(name))
    .map(([name, value]): [string, string] => [name, scrubContactData(value)]);
  if (kept.length === entries.length && kept.every(([, value], index) => value === entries[index]?.[1])) return null;
  parsed.search = new URLSearchParams(kept).toString();
  return isAbsolute ? parsed.toString() : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
