import type { ConsentCategory } from './tracking-consent';
import { TRACKING_LOG } from './funnel-events';
import type { Logger } from '../logger';

/**
 * The runtime configuration's tracking ids, checked for their vendor's shape (bad input):
 * an id of the wrong shape is refused at boot with the SPEC §8 warning and the funnel runs without
 * that tag, rather than the whole configuration failing.
 */
export type TrackingSettings = {
  metaPixelId?: string;
  tikTokPixelId?: string;
  googleAdsId?: string;
  googleAdsSendTo?: string;
  gtmId?: string;
  analyticsKey?: string;
  analyticsHost?: string;
  replayAppId?: string;
  /** Percentage of sessions recorded (SPEC §9: 100 for logs). */
  replaySampling?: number;
  recaptchaSiteKey?: string;
  /** First-party script URLs (a proxy against blockers) instead of the vendors' own. */
  scriptUrls?: { meta?: string; tiktok?: string; gtag?: string; gtm?: string; recaptcha?: string };
};

/** The shapes the vendors document for their ids. */
export const TRACKING_ID_PATTERNS = {
  metaPixelId: /^\d{15,16}$/,
  tikTokPixelId: /^[A-Z0-9]{20}$/,
  googleAdsId: /^AW-\d{6,12}$/,
  googleAdsSendTo: /^AW-\d{6,12}\/[\w-]{4,40}$/,
  gtmId: /^GTM-[A-Z0-9]{4,10}$/,
  analyticsKey: /^phc_[A-Za-z0-9]{20,64}$/,
  replayAppId: /^[a-z0-9-]+\/[a-z0-9-]+$/,
  recaptchaSiteKey: /^[\w-]{40}$/,
} as const satisfies Partial<Record<keyof TrackingSettings, RegExp>>;

type CheckedId = keyof typeof TRACKING_ID_PATTERNS;

const isHttpUrl = (value: string | undefined): boolean => {
  if (!value) return false;
  try {
    const url = new URL(value, 'https://relative.invalid');
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** Only the ids of the right shape; every refused one is logged once, with the SPEC §8 warning. */
export function usableTracking(settings: TrackingSettings, logger: Logger): TrackingSettings {
  const usable: TrackingSettings = { ...settings };
  for (const name of Object.keys(TRACKING_ID_PATTERNS) as CheckedId[]) {
    const value = settings[name];
    if (value === undefined || value === '') {
      delete usable[name];
      continue;
    }
    if (!TRACKING_ID_PATTERNS[name].test(value.trim())) {
      logger.warn(TRACKING_LOG.tagManagerIdInvalid, { tag: name });
      delete usable[name];
    } else usable[name] = value.trim();
  }
  // A send_to names its account: without the account's tag there is nothing to send it through.
  if (usable.googleAdsSendTo && !usable.googleAdsId) usable.googleAdsId = usable.googleAdsSendTo.split('/')[0];
  if (usable.analyticsKey && !isHttpUrl(usable.analyticsHost)) {
    logger.warn(TRACKING_LOG.tagManagerIdInvalid, { tag: 'analyticsHost' });
    delete usable.analyticsKey;
  }
  const sampling = usable.replaySampling;
  usable.replaySampling = typeof sampling === 'number' && sampling >= 0 && sampling <= 100 ? sampling : 100;
  if (settings.scriptUrls) {
    usable.scriptUrls = Object.fromEntries(Object.entries(settings.scriptUrls).filter(([, url]) => isHttpUrl(url)));
  }
  return usable;
}

/** The consent categories something is configured for: the dialog asks about these only. */
export function configuredCategories(settings: TrackingSettings): ConsentCategory[] {
  const categories: ConsentCategory[] = [];
  if (settings.analyticsKey) categories.push('analytics');
  if (settings.metaPixelId || settings.tikTokPixelId || settings.googleAdsId || settings.gtmId) categories.push('marketing');
  if (settings.replayAppId) categories.push('sessionRecording');
  return categories;
}

/** Whether the applicant's session falls in the configured replay sample; `draw` is in [0, 1). */
export function inReplaySample(samplingPercent: number, draw: number): boolean {
  return draw * 100 < samplingPercent;
}
