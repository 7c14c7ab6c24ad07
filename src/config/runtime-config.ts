import * as z from 'zod/mini';
import { CONSENT_MODES } from '../domain/consent';
import { LOCALES } from './locales';

export { FALLBACK_LOCALE, LOCALE_LANGUAGE_TAGS, LOCALES, loadedLocales, type Locale } from './locales';

/**
 * The runtime configuration (DESIGN.md §3): one build, every brand and environment.
 * The server writes it next to index.html as config.json; the app validates it at boot.
 */

export const COUNTRIES = ['CO', 'DE', 'MX', 'PH', 'PL', 'RO', 'ES', 'VN'] as const;
export const ENVIRONMENTS = ['development', 'staging', 'production'] as const;

/** SPEC §9: the affiliate reference expires after 480 hours in the reading we have. */
export const DEFAULT_AFFILIATE_EXPIRY_HOURS = 480;
/** SPEC §9: the legacy ad-click identifier expires after 90 days. */
export const DEFAULT_AD_CLICK_EXPIRY_MS = 90 * 24 * 60 * 60 * 1000;
/** SPEC §9 gives no value for the application expiration: a day keeps a lead resumable without keeping personal data for long. */
export const DEFAULT_APPLICATION_EXPIRATION_MS = 24 * 60 * 60 * 1000;

export type Country = (typeof COUNTRIES)[number];
export type Environment = (typeof ENVIRONMENTS)[number];

// zod/mini: the same schema library as the API contract, at a fraction of the entry chunk's weight.
const nonEmpty = () => z.string().check(z.minLength(1));
const withDefault = z._default;
const origin = z.url().check(
  z.refine((value) => new URL(value).origin === value.replace(/\/$/, ''), 'must be an origin, without a path'),
);

export const runtimeConfigSchema = z.object({
  country: z.enum(COUNTRIES),
  brand: nonEmpty(),
  environment: z.enum(ENVIRONMENTS),
  locale: z.enum(LOCALES),
  /** Base of every lead API call, absolute or relative to the page's origin. */
  apiBase: nonEmpty(),
  /** Fetched as it is, without the API base (SPEC §7). */
  policiesPath: withDefault(z.string().check(z.startsWith('/')), '/policy'),
  productId: nonEmpty(),
  affiliateStaticName: withDefault(z.string(), ''),
  /** Hours; a value that is not a positive number means "never expires" (SPEC §5). */
  affiliateExpiryHours: withDefault(z.number(), DEFAULT_AFFILIATE_EXPIRY_HOURS),
  applicationExpirationMs: withDefault(z.number().check(z.positive()), DEFAULT_APPLICATION_EXPIRATION_MS),
  adClickExpiryMs: withDefault(z.number().check(z.positive()), DEFAULT_AD_CLICK_EXPIRY_MS),
  accumulateOffers: withDefault(z.boolean(), false),
  /** utm_source values (retargeting, abandonment) for which session recording may still log (SPEC §4). */
  retargetingLogSources: withDefault(z.array(z.string()), []),
  /**
   * Tags, analytics and replay (issue 15). Ids are strings here and checked for their vendor's shape
   * by usableTracking (src/domain/tracking-config.ts): a wrong id drops that tag with a warning, it
   * does not stop the funnel.
   */
  tracking: withDefault(
    z.object({
      /** 'inform': the deployment's country needs no prior consent; the dialog only informs. */
      consentMode: withDefault(z.enum(CONSENT_MODES), 'opt-in'),
      gtmId: z.optional(z.string()),
      googleAdsId: z.optional(z.string()),
      googleAdsSendTo: z.optional(z.string()),
      metaPixelId: z.optional(z.string()),
      tikTokPixelId: z.optional(z.string()),
      analyticsKey: z.optional(z.string()),
      analyticsHost: z.optional(z.string()),
      replayAppId: z.optional(z.string()),
      replaySampling: z.optional(z.number()),
      recaptchaSiteKey: z.optional(z.string()),
      scriptUrls: z.optional(
        z.object({ meta: z.optional(z.string()), tiktok: z.optional(z.string()), gtag: z.optional(z.string()), gtm: z.optional(z.string()), recaptcha: z.optional(z.string()) }),
      ),
    }),
    { consentMode: 'opt-in' },
  ),
  embedding: withDefault(z.object({ allowedParentOrigins: withDefault(z.array(origin), []) }), { allowedParentOrigins: [] }),
  /**
   * Where GET /partner/logos may point the partners' logos (https origins): the CSP's img-src names
   * them, and the offer cards show a logo from these only, its name otherwise (issue 28).
   */
  partnerLogoOrigins: withDefault(z.array(origin), []),
  /**
   * The partner lenders' pages (origins) that partner redirects post forms to (method POST) and
   * bank-link hand-offs open in a frame: the CSP's form-action and frame-src name only these and the
   * app's own origin (issue 27). A GET redirect is a plain navigation and needs no entry.
   */
  partnerOrigins: withDefault(z.array(origin), []),
  errorLogging: withDefault(z.boolean(), false),
  /**
   * SPEC §7: the postcode calls use an API secret, sent as the X-Api-Secret header. Anyone who loads
   * the page can read it: a key the postcode service ties to this origin and rate-limits, never a
   * credential of value. Without one the calls go without the header.
   */
  postcodeApiSecret: z.optional(nonEmpty()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type RuntimeConfigInput = z.input<typeof runtimeConfigSchema>;

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

/** Validates what the server sent; every problem is named by its field so the error screen can list it. */
export function parseRuntimeConfig(input: unknown): ConfigResult {
  const result = runtimeConfigSchema.safeParse(input);
  if (result.success) return { ok: true, config: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`),
  };
}
