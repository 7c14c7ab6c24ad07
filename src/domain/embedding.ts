import { FRAME_ECHO_REPORTS, FRAME_HEIGHT_THRESHOLD_PX } from './constants';

/**
 * Embedding rules (SPEC §1, DESIGN.md §8): which parent may hear from us, when a height is worth
 * reporting, and which messages we listen to. Plain data in, decision out; the DOM stays outside.
 */

/** Every message we send or accept carries this prefix, so a partner page tells ours from others'. */
export const EMBED_MESSAGE_PREFIX = 'application-frontend:';
/** Sent to the parent: the content height in CSS pixels. */
export const HEIGHT_MESSAGE_TYPE = `${EMBED_MESSAGE_PREFIX}height`;
/** Accepted from the parent: "tell me your height now" (a partner whose listener started late). */
export const HEIGHT_REQUEST_TYPE = `${EMBED_MESSAGE_PREFIX}request-height`;

export type HeightMessage = { type: typeof HEIGHT_MESSAGE_TYPE; height: number };

export type ParentHints = {
  /** location.ancestorOrigins (Chromium, Safari): the browser's own word, cannot be spoofed by the parent. */
  ancestorOrigins?: readonly string[] | undefined;
  /** document.referrer: the page that loaded the frame; absent with a no-referrer policy. */
  referrer?: string | undefined;
};

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The one origin our messages may go to: the direct parent's origin when it is configured, else
 * none (DESIGN.md §8: never '*'). ancestorOrigins, where the browser has it, decides alone; the
 * referrer is only asked when it is missing (Firefox).
 */
export function resolveParentOrigin(allowedParentOrigins: readonly string[], hints: ParentHints): string | null {
  const allowed = new Set(allowedParentOrigins.map((origin) => origin.replace(/\/$/, '')));
  const candidate = hints.ancestorOrigins && hints.ancestorOrigins.length > 0 ? originOf(hints.ancestorOrigins[0]) : originOf(hints.referrer);
  return candidate && allowed.has(candidate) ? candidate : null;
}

/**
 * SPEC §1: report when the height changed by more than FRAME_HEIGHT_THRESHOLD_PX since the last
 * report. The first height is always reported; a zero height (nothing rendered yet) never is, so
 * the partner's frame is not collapsed to nothing.
 */
export function shouldReportHeight(lastReported: number | null, height: number, thresholdPx = FRAME_HEIGHT_THRESHOLD_PX): boolean {
  if (!(height > 0)) return false;
  if (lastReported === null) return true;
  return Math.abs(height - lastReported) > thresholdPx;
}

/**
 * A growth that only echoes the frame's own growth (see FRAME_ECHO_REPORTS): the growths reported
 * just before it, as many as FRAME_ECHO_REPORTS, were all by the same amount as this one.
 */
export function isFrameEcho(recentGrowths: readonly number[], growth: number, echoReports = FRAME_ECHO_REPORTS): boolean {
  if (growth <= 0 || recentGrowths.length < echoReports) return false;
  return recentGrowths.slice(-echoReports).every((previous) => Math.abs(previous - growth) <= 1);
}

export function heightMessage(height: number): HeightMessage {
  return { type: HEIGHT_MESSAGE_TYPE, height: Math.ceil(height) };
}

/**
 * A message we act on: from the parent origin we report to (nobody else), and shaped as a height
 * request. Anything else, from anyone, is ignored.
 */
export function isHeightRequest(message: { origin: string; data: unknown }, parentOrigin: string | null): boolean {
  if (!parentOrigin || message.origin !== parentOrigin) return false;
  const data = message.data;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === HEIGHT_REQUEST_TYPE;
}
