import type { AdPlatform } from './hashing';
import type { Logger } from '../logger';

/** SPEC §4 funnel events. */
export const FUNNEL_EVENTS = ['lead', 'completeRegistration', 'rejected'] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/**
 * SPEC §4: rejected goes only to the short-video platform (TikTok); Meta gets lead and complete
 * registration only; Google gets a conversion. Which Google conversions: the spec does not say,
 * so lead and complete registration, like Meta (never rejected: it is not a conversion).
 */
const PLATFORMS_BY_EVENT: Readonly<Record<FunnelEvent, readonly AdPlatform[]>> = {
  lead: ['meta', 'google', 'tiktok'],
  completeRegistration: ['meta', 'google', 'tiktok'],
  rejected: ['tiktok'],
};

export function platformsForEvent(event: FunnelEvent): readonly AdPlatform[] {
  return PLATFORMS_BY_EVENT[event];
}

/** The platforms' own event names (Meta and TikTok standard events; rejected is a custom event). */
export const PIXEL_EVENT_NAMES: Readonly<Record<'meta' | 'tiktok', Partial<Record<FunnelEvent, string>>>> = {
  meta: { lead: 'Lead', completeRegistration: 'CompleteRegistration' },
  tiktok: { lead: 'SubmitForm', completeRegistration: 'CompleteRegistration', rejected: 'Rejected' },
};

/** SPEC §8 warnings of the tracking layer, spelled once. */
export const TRACKING_LOG = {
  missingSendTo: 'Missing send_to parameter for conversion event',
  pixelEventNameRequired: 'Pixel event name is required',
  pixelEventFailed: 'Failed to send pixel event',
  tagManagerIdInvalid: 'Tag manager id invalid or missing',
  dataLayerUnavailable: 'dataLayer not available',
} as const;

/** The pixel event name for a platform, or null (with the SPEC §8 warning) when there is none. */
export function pixelEventName(platform: 'meta' | 'tiktok', event: FunnelEvent, logger: Logger): string | null {
  const name = PIXEL_EVENT_NAMES[platform][event];
  if (!name) {
    logger.warn(TRACKING_LOG.pixelEventNameRequired, { platform, event });
    return null;
  }
  return name;
}

export type GoogleConversion = {
  event: 'conversion';
  params: { send_to: string; transaction_id?: string; event_callback?: () => void };
};

/** SPEC §4: a Google conversion with its send_to target and an optional callback; none without send_to. */
export function googleConversion(
  input: { sendTo?: string | null; transactionId?: string; callback?: () => void },
  logger: Logger,
): GoogleConversion | null {
  const sendTo = input.sendTo?.trim();
  if (!sendTo) {
    logger.warn(TRACKING_LOG.missingSendTo);
    return null;
  }
  const params: GoogleConversion['params'] = { send_to: sendTo };
  if (input.transactionId) params.transaction_id = input.transactionId;
  if (input.callback) params.event_callback = input.callback;
  return { event: 'conversion', params };
}

/** SPEC §4: the utm_source values for which session recording is blocked. */
export const SESSION_RECORDING_BLOCKED_SOURCES = ['retargeting', 'abandonment'] as const;

/**
 * SPEC §4: when utm_source is retargeting or abandonment, session recording is blocked unless the
 * configuration enables logging for that source (runtime config retargetingLogSources).
 */
export function shouldBlockSessionRecording(utmSource: string | null | undefined, allowedSources: readonly string[] = []): boolean {
  const source = utmSource?.trim().toLowerCase();
  if (!source || !(SESSION_RECORDING_BLOCKED_SOURCES as readonly string[]).includes(source)) return false;
  return !allowedSources.some((allowed) => allowed.trim().toLowerCase() === source);
}
