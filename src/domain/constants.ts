/**
 * Business constants of SPEC §9 (and the few of §1, §4, §5 that are numbers), named once so that
 * code and tests read the same values. Config re-exports the expiry defaults from here.
 */

/** SPEC §9: toasts close after 3 seconds. */
export const TOAST_AUTO_CLOSE_MS = 3000;
/** SPEC §1, §9: an embedded page reports its height when it changes by more than 10 px... */
export const FRAME_HEIGHT_THRESHOLD_PX = 10;
/** ...debounced by 100 ms. */
export const FRAME_HEIGHT_DEBOUNCE_MS = 100;
/**
 * Not in SPEC: content sized by the viewport (min-height: 100vh) grows with the frame that grows to
 * fit it, by the same amount each time. After this many growth reports in a row by one amount, the
 * growth is the frame's own echoed back (iframe-resizer stops the same way) and is not reported.
 */
export const FRAME_ECHO_REPORTS = 3;
/** SPEC §9: an offer expires after 24 hours. */
export const OFFER_EXPIRATION_MS = 24 * 60 * 60 * 1000;
/** SPEC §9: two-digit years below 60 are 20xx, the others 19xx. */
export const TWO_DIGIT_YEAR_CUTOFF = 60;
/** SPEC §9: every logged value is capped at 1024 characters. */
export const LOG_VALUE_MAX_LENGTH = 1024;
/** SPEC §3: a lead's tags start as ui:react. */
export const DEFAULT_TAGS: readonly string[] = ['ui:react'];

/** SPEC §9: the affiliate reference expires after 480 hours (one reading). */
export const AFFILIATE_EXPIRY_HOURS_DEFAULT = 480;
/** SPEC §5, §9: a legacy ad-click identifier expires after 90 days. */
export const AD_CLICK_EXPIRY_MS_DEFAULT = 90 * 24 * 60 * 60 * 1000;
/** SPEC §9 gives no value: a day keeps a lead resumable without keeping personal data for long. */
export const APPLICATION_EXPIRATION_MS_DEFAULT = 24 * 60 * 60 * 1000;

/** SPEC §9: the active brand's phone prefix and currency. */
export const PHONE_PREFIX = '+34';
export const CURRENCY_SYMBOL = '€';
export const ACTIVE_COUNTRY = 'ES';

/** SPEC §9: the active brand's period scale. */
export const PERIOD_SCALE_DEFAULT = 'days';

/** SPEC §9: analytics client settings. */
export const ANALYTICS_FLUSH_INTERVAL_MS = 3000;
export const ANALYTICS_SESSION_IDLE_TIMEOUT_S = 1800;
export const ANALYTICS_COOKIE_EXPIRY_DAYS = 365;
export const ANALYTICS_FLAG_REQUEST_TIMEOUT_MS = 3000;
export const ANALYTICS_SURVEY_TIMEOUT_MS = 10_000;
/** SPEC §9: a network body the session replay captures is at most 4 MB (UTF-8 bytes)... */
export const CAPTURED_NETWORK_BODY_MAX_BYTES = 4 * 1024 * 1024;
/** ...and an event buffer holds at most 1000 events. */
export const ANALYTICS_EVENT_BUFFER_MAX = 1000;

/** SPEC §9: i18next separators (the fallback language is src/config/locales.ts's FALLBACK_LOCALE). */
export const TRANSLATION_KEY_SEPARATOR = '>';
export const TRANSLATION_NS_SEPARATOR = '^';

/** SPEC §1: the product's base path. */
export const BASE_PATH = '/application-frontend';

/** SPEC §5, §9 amount, period and debt limits live beside their range check; re-exported for one import. */
export {
  AMOUNT_DEFAULT,
  AMOUNT_MAX,
  AMOUNT_MIN,
  AMOUNT_STEP,
  BASE_AMOUNT_MAX,
  BASE_AMOUNT_MIN,
  OVERDUE_DEBT_MAX,
  PERIOD_DEFAULT,
  PERIOD_MAX,
  PERIOD_MIN,
  PERIOD_STEP,
  TOTAL_DEBT_MAX,
  TOTAL_DEBT_MIN,
} from './country/limits';

/** SPEC §5 phone limits (kept here, without libphonenumber-js, for checks that must not load it). */
export const PHONE_INPUT_MAX_LENGTH = 250;
export const PHONE_NATIONAL_MIN_LENGTH = 2;
export const PHONE_NATIONAL_MAX_LENGTH = 17;
export const PHONE_EXTENSION_MAX_DIGITS = 20;
