import { AD_CLICK_EXPIRY_MS_DEFAULT } from '../constants';
import type { StoredGoogleClick } from '../lead/lead-types';
import { toEpochMs, toIsoString } from '../time';

/** The ad-click identifiers as they arrive in the address (SPEC §2, §5). */
export type AdClickParams = { gclid?: string | null; gclsrc?: string | null; gbraid?: string | null; wbraid?: string | null };

/** What the lead payload carries for the Google click (SPEC §3). */
export type GoogleClickPayload = {
  gclid?: string;
  gclsrc?: string;
  gclidAt?: string;
  gbraid?: string;
  wbraid?: string;
  /** SPEC §3 Lead.googleClick: gclid, gclidAt, gbraid, wbraid (the contract's googleClick object). */
  googleClick: { gclid?: string; gclidAt?: string; gbraid?: string; wbraid?: string };
};

const clean = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * SPEC §5: an ad click is accepted only when gclid, wbraid or gbraid is present and the source is
 * absent or contains 'aw' (Google Ads' auto-tagging source; 'ds' for Search Ads 360 is not ours).
 */
export function acceptAdClick(params: AdClickParams, now: Date): StoredGoogleClick | null {
  const gclid = clean(params.gclid);
  const gbraid = clean(params.gbraid);
  const wbraid = clean(params.wbraid);
  const gclsrc = clean(params.gclsrc);
  if (!gclid && !gbraid && !wbraid) return null;
  if (gclsrc !== undefined && !gclsrc.toLowerCase().includes('aw')) return null;
  const click: StoredGoogleClick = { setAt: now.toISOString() };
  if (gclid) click.gclid = gclid;
  if (gclsrc) click.gclsrc = gclsrc;
  if (gbraid) click.gbraid = gbraid;
  if (wbraid) click.wbraid = wbraid;
  return click;
}

/** A configured expiry that is not a positive number falls back to the spec's 90 days. */
export function effectiveAdClickExpiryMs(expiryMs: number | undefined): number {
  return typeof expiryMs === 'number' && Number.isFinite(expiryMs) && expiryMs > 0 ? expiryMs : AD_CLICK_EXPIRY_MS_DEFAULT;
}

/**
 * SPEC §5: a click older than the expiry is removed. A click whose setAt cannot be read has an
 * unknown age, so it is treated as expired rather than kept for ever.
 */
export function isAdClickExpired(click: StoredGoogleClick, now: Date, expiryMs?: number): boolean {
  const setAt = toEpochMs(click.setAt);
  if (setAt === null) return true;
  return now.getTime() - setAt > effectiveAdClickExpiryMs(expiryMs);
}

/**
 * The click to keep after landing: an accepted click in the address wins (it is the latest);
 * otherwise the stored one if it has not expired. Null means "remove the stored click".
 */
export function resolveAdClick(input: {
  stored: StoredGoogleClick | null | undefined;
  fromAddress: AdClickParams;
  now: Date;
  expiryMs?: number;
}): StoredGoogleClick | null {
  const fresh = acceptAdClick(input.fromAddress, input.now);
  if (fresh) return fresh;
  if (!input.stored || isAdClickExpired(input.stored, input.now, input.expiryMs)) return null;
  return input.stored;
}

/** SPEC §3: stored as { gclid, gclsrc, gbraid, wbraid, setAt }, sent flat with gclidAt plus the object. */
export function toGoogleClickPayload(click: StoredGoogleClick): GoogleClickPayload {
  return {
    gclid: click.gclid,
    gclsrc: click.gclsrc,
    gclidAt: toIsoString(click.setAt),
    gbraid: click.gbraid,
    wbraid: click.wbraid,
    // SPEC §3: the object names the time gclidAt, as the flat fields do (setAt is only how it is stored).
    googleClick: Object.fromEntries(
      Object.entries({ gclid: click.gclid, gclidAt: toIsoString(click.setAt), gbraid: click.gbraid, wbraid: click.wbraid }).filter(([, value]) => value !== undefined),
    ),
  };
}
