import type { TrackingIds } from '../lead/lead-types';

export type TrackingInputs = {
  /** Meta browser id, cookie _fbp. */
  fbp?: string | null;
  /** Meta click id, cookie _fbc (see parseFbcCookie). */
  fbc?: string | null;
  /** TikTok browser id, cookie _ttp. */
  ttp?: string | null;
  ttclid?: string | null;
  sellingTierGlobalId?: string | null;
};

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** SPEC §3 "Tracking ids": only the ids that exist, so an update never blanks a stored one. */
export function buildTrackingIds(inputs: TrackingInputs): TrackingIds {
  const ids: TrackingIds = {};
  if (present(inputs.fbp) || present(inputs.fbc)) {
    ids.metaPixel = {};
    if (present(inputs.fbp)) ids.metaPixel.fbp = inputs.fbp;
    if (present(inputs.fbc)) ids.metaPixel.fbc = inputs.fbc;
  }
  if (present(inputs.ttp) || present(inputs.ttclid)) {
    ids.tikTokPixel = {};
    if (present(inputs.ttp)) ids.tikTokPixel.ttp = inputs.ttp;
    if (present(inputs.ttclid)) ids.tikTokPixel.ttclid = inputs.ttclid;
  }
  if (present(inputs.sellingTierGlobalId)) ids.sellingTierGlobalId = inputs.sellingTierGlobalId;
  return ids;
}
