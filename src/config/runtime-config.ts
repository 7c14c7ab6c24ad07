import { CONSENT_MODES, type ConsentMode } from '../domain/tracking/tracking-consent';
import { AD_CLICK_EXPIRY_MS_DEFAULT, AFFILIATE_EXPIRY_HOURS_DEFAULT, APPLICATION_EXPIRATION_MS_DEFAULT } from '../domain/constants';
import { LOCALES, type Locale } from './locales';

export { FALLBACK_LOCALE, LOCALE_LANGUAGE_TAGS, LOCALES, loadedLocales, type Locale } from './locales';

/**
 * The runtime configuration (DESIGN.md §3): one build, every brand and environment.
 * The server writes it next to index.html as config.json; the app validates it at boot.
 */

export const COUNTRIES = ['CO', 'DE', 'MX', 'PH', 'PL', 'RO', 'ES', 'VN'] as const;
export const ENVIRONMENTS = ['development', 'staging', 'production'] as const;

export type Country = (typeof COUNTRIES)[number];
export type Environment = (typeof ENVIRONMENTS)[number];

/** Tag, analytics and replay ids: strings here, checked for their vendor's shape by usableTracking. */
export type TrackingConfig = {
  /** 'inform': the deployment's country needs no prior consent; the dialog only informs. */
  consentMode: ConsentMode;
  gtmId?: string;
  googleAdsId?: string;
  googleAdsSendTo?: string;
  metaPixelId?: string;
  tikTokPixelId?: string;
  analyticsKey?: string;
  analyticsHost?: string;
  replayAppId?: string;
  replaySampling?: number;
  recaptchaSiteKey?: string;
  scriptUrls?: Partial<Record<TrackingScript, string>>;
};

const TRACKING_IDS = ['gtmId', 'googleAdsId', 'googleAdsSendTo', 'metaPixelId', 'tikTokPixelId', 'analyticsKey', 'analyticsHost', 'replayAppId', 'recaptchaSiteKey'] as const;
const TRACKING_SCRIPTS = ['meta', 'tiktok', 'gtag', 'gtm', 'recaptcha'] as const;
type TrackingScript = (typeof TRACKING_SCRIPTS)[number];

export type RuntimeConfig = {
  country: Country;
  brand: string;
  environment: Environment;
  locale: Locale;
  /** Base of every lead API call, absolute or relative to the page's origin. */
  apiBase: string;
  /** Fetched as it is, without the API base (SPEC §7). Default '/policy'. */
  policiesPath: string;
  productId: string;
  affiliateStaticName: string;
  /** Hours; a value that is not a positive number means "never expires" (SPEC §5). */
  affiliateExpiryHours: number;
  applicationExpirationMs: number;
  adClickExpiryMs: number;
  accumulateOffers: boolean;
  /** utm_source values (retargeting, abandonment) for which session recording may still log (SPEC §4). */
  retargetingLogSources: string[];
  /** A wrong tag id drops that tag with a warning (src/domain/tracking/tracking-config.ts); it does not stop the funnel. */
  tracking: TrackingConfig;
  embedding: { allowedParentOrigins: string[] };
  /**
   * Where GET /partner/logos may point the partners' logos (https origins): the CSP's img-src names
   * them, and the offer cards show a logo from these only, its name otherwise.
   */
  partnerLogoOrigins: string[];
  /**
   * The partner lenders' pages (origins) that partner redirects post forms to (method POST) and
   * bank-link hand-offs open in a frame: the CSP's form-action and frame-src name only these and the
   * app's own origin. A GET redirect is a plain navigation and needs no entry.
   */
  partnerOrigins: string[];
  errorLogging: boolean;
  /**
   * SPEC §7: the postcode calls use an API secret, sent as the X-Api-Secret header. Anyone who loads
   * the page can read it: a key the postcode service ties to this origin and rate-limits, never a
   * credential of value. Without one the calls go without the header.
   */
  postcodeApiSecret?: string;
};

/** What the server may write: the fields with a default may be left out. */
export type RuntimeConfigInput = Omit<RuntimeConfig, Defaulted | 'tracking' | 'embedding'> &
  Partial<Pick<RuntimeConfig, Defaulted>> & { tracking?: Partial<TrackingConfig>; embedding?: Partial<RuntimeConfig['embedding']> };

type Defaulted =
  | 'policiesPath' | 'affiliateStaticName' | 'affiliateExpiryHours' | 'applicationExpirationMs' | 'adClickExpiryMs'
  | 'accumulateOffers' | 'retargetingLogSources' | 'partnerLogoOrigins' | 'partnerOrigins' | 'errorLogging';

const DEFAULTS: Readonly<Pick<RuntimeConfig, Defaulted>> = {
  policiesPath: '/policy',
  affiliateStaticName: '',
  affiliateExpiryHours: AFFILIATE_EXPIRY_HOURS_DEFAULT,
  applicationExpirationMs: APPLICATION_EXPIRATION_MS_DEFAULT,
  adClickExpiryMs: AD_CLICK_EXPIRY_MS_DEFAULT,
  accumulateOffers: false,
  retargetingLogSources: [],
  partnerLogoOrigins: [],
  partnerOrigins: [],
  errorLogging: false,
};

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

/*
 * Checked by hand, not by a schema: boot reads the configuration before anything else, and
 * a schema library here would put zod into boot's own chunk. The API contract keeps zod: it
 * loads with the screens that call the API, in their chunks.
 */
type Check<T> = {
  is: (value: unknown) => value is T;
  expected: string;
  /** Rewrites a value whose intent is clear into its one form (an origin's case, a trailing slash) before it is checked. */
  normalise?: (value: unknown) => unknown;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const string: Check<string> = { is: (value): value is string => typeof value === 'string', expected: 'expected a string' };
const text: Check<string> = { is: (value): value is string => typeof value === 'string' && value.length > 0, expected: 'expected a non-empty string' };
const path: Check<string> = { is: (value): value is string => typeof value === 'string' && value.startsWith('/'), expected: 'expected a path starting with /' };
const number: Check<number> = { is: (value): value is number => typeof value === 'number' && Number.isFinite(value), expected: 'expected a number' };
const positive: Check<number> = { is: (value): value is number => number.is(value) && value > 0, expected: 'expected a positive number' };
const boolean: Check<boolean> = { is: (value): value is boolean => typeof value === 'boolean', expected: 'expected true or false' };
const oneOf = <T extends string>(values: readonly T[]): Check<T> => ({
  is: (value): value is T => (values as readonly unknown[]).includes(value),
  expected: `expected one of ${values.join(', ')}`,
});
const listOf = <T>(item: Check<T>): Check<T[]> => ({
  is: (value): value is T[] => Array.isArray(value) && value.every(item.is),
  expected: `expected a list, each ${item.expected.replace(/^expected /, '')}`,
  ...(item.normalise ? { normalise: (value: unknown) => (Array.isArray(value) ? value.map(item.normalise!) : value) } : {}),
});

/** `new URL` in a try, not URL.canParse: Safari added that only in 17 (iOS 16 and older throw on it). */
function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * An origin as an operator writes it in a list (EMBED_ORIGINS, PARTNER_ORIGINS, PARTNER_LOGO_ORIGINS),
 * in the one form browsers compare (an event's origin, a CSP source): scheme and host in lower case, no
 * trailing slash, no default port. Undefined when the intent is not clear: no http(s) scheme, a path,
 * a query, a fragment or credentials.
 */
export function normaliseOrigin(value: string): string | undefined {
  const url = parsedUrl(value.trim());
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password || /[?#]/.test(value)) return undefined;
  return url.origin;
}

/**
 * The API base (API_BASE): a path on the page's own origin ('/api'), or an absolute http(s) URL with
 * its scheme and host in lower case; without a trailing slash (the client joins paths to it). Undefined
 * for anything else ('api', 'api.example.com': the page would read them as paths of its own).
 */
export function normaliseApiBase(value: string): string | undefined {
  const text = value.trim();
  if (/^\/(?!\/)[^\s?#\\]*$/.test(text)) return text.length > 1 ? text.replace(/\/+$/, '') : text;
  const url = parsedUrl(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username || url.password || /[?#]/.test(text)) return undefined;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const normalisedBy = (normalise: (text: string) => string | undefined) => (value: unknown) =>
  typeof value === 'string' ? (normalise(value) ?? value) : value;

const origin: Check<string> = {
  is: (value): value is string => typeof value === 'string' && normaliseOrigin(value) === value,
  expected: 'expected an origin (scheme, host and port), without a path',
  normalise: normalisedBy(normaliseOrigin),
};
const apiBase: Check<string> = {
  is: (value): value is string => typeof value === 'string' && value !== '' && normaliseApiBase(value) === value,
  expected: 'expected a path starting with / or an http(s) URL',
  normalise: normalisedBy(normaliseApiBase),
};

/** Reads the fields of one object, each problem named by its path: the error screen lists them (DESIGN.md §3). */
function fieldsOf(object: Record<string, unknown>, prefix: string, problems: string[]) {
  const fail = (key: string, expected: string) => problems.push(`${prefix}${key}: ${expected}`);
  const read = (key: string, check: Check<unknown>) => (check.normalise ? check.normalise(object[key]) : object[key]);
  return {
    required<T>(key: string, check: Check<T>): T {
      const value = read(key, check);
      if (!check.is(value)) fail(key, value === undefined ? 'required' : check.expected);
      return value as T;
    },
    withDefault<T>(key: string, check: Check<T>, fallback: T): T {
      const value = read(key, check);
      if (value === undefined) return fallback;
      if (!check.is(value)) fail(key, check.expected);
      return value as T;
    },
    optional<T>(key: string, check: Check<T>): { [K in string]?: T } {
      const value = read(key, check);
      if (value === undefined) return {};
      if (!check.is(value)) fail(key, check.expected);
      return { [key]: value as T };
    },
    object(key: string): Record<string, unknown> {
      const value = object[key];
      if (value === undefined) return {};
      if (isObject(value)) return value;
      fail(key, 'expected an object');
      return {};
    },
  };
}

function readTracking(input: Record<string, unknown>, problems: string[]): TrackingConfig {
  const fields = fieldsOf(input, 'tracking.', problems);
  const scriptUrls = input.scriptUrls === undefined ? undefined : fields.object('scriptUrls');
  const urls = fieldsOf(scriptUrls ?? {}, 'tracking.scriptUrls.', problems);
  return {
    consentMode: fields.withDefault('consentMode', oneOf(CONSENT_MODES), 'opt-in'),
    ...Object.assign({}, ...TRACKING_IDS.map((key) => fields.optional(key, string))),
    ...fields.optional('replaySampling', number),
    ...(scriptUrls ? { scriptUrls: Object.assign({}, ...TRACKING_SCRIPTS.map((key) => urls.optional(key, string))) } : {}),
  } as TrackingConfig;
}

/** Validates what the server sent; every problem is named by its field so the error screen can list it. */
export function parseRuntimeConfig(input: unknown): ConfigResult {
  if (!isObject(input)) return { ok: false, problems: ['config: expected an object'] };
  const problems: string[] = [];
  const fields = fieldsOf(input, '', problems);
  const embedding = fields.object('embedding');
  const config: RuntimeConfig = {
    country: fields.required('country', oneOf(COUNTRIES)),
    brand: fields.required('brand', text),
    environment: fields.required('environment', oneOf(ENVIRONMENTS)),
    locale: fields.required('locale', oneOf(LOCALES)),
    apiBase: fields.required('apiBase', apiBase),
    policiesPath: fields.withDefault('policiesPath', path, DEFAULTS.policiesPath),
    productId: fields.required('productId', text),
    affiliateStaticName: fields.withDefault('affiliateStaticName', string, DEFAULTS.affiliateStaticName),
    affiliateExpiryHours: fields.withDefault('affiliateExpiryHours', number, DEFAULTS.affiliateExpiryHours),
    applicationExpirationMs: fields.withDefault('applicationExpirationMs', positive, DEFAULTS.applicationExpirationMs),
    adClickExpiryMs: fields.withDefault('adClickExpiryMs', positive, DEFAULTS.adClickExpiryMs),
    accumulateOffers: fields.withDefault('accumulateOffers', boolean, DEFAULTS.accumulateOffers),
    retargetingLogSources: fields.withDefault('retargetingLogSources', listOf(string), DEFAULTS.retargetingLogSources),
    tracking: readTracking(fields.object('tracking'), problems),
    embedding: { allowedParentOrigins: fieldsOf(embedding, 'embedding.', problems).withDefault('allowedParentOrigins', listOf(origin), []) },
    partnerLogoOrigins: fields.withDefault('partnerLogoOrigins', listOf(origin), DEFAULTS.partnerLogoOrigins),
    partnerOrigins: fields.withDefault('partnerOrigins', listOf(origin), DEFAULTS.partnerOrigins),
    errorLogging: fields.withDefault('errorLogging', boolean, DEFAULTS.errorLogging),
    ...fields.optional('postcodeApiSecret', text),
  };
  return problems.length ? { ok: false, problems } : { ok: true, config };
}
