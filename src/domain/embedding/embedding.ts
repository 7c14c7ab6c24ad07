import { STATE } from '../journey/state-table';
import { FRAME_ECHO_REPORTS, FRAME_HEIGHT_THRESHOLD_PX } from '../constants';
import { DECIDED_MESSAGE_TYPE, HEIGHT_MESSAGE_TYPE, HEIGHT_REQUEST_TYPE, LEAD_CREATED_MESSAGE_TYPE, STEP_MESSAGE_TYPE } from './embed-protocol';

/**
 * Embedding rules (SPEC §1, DESIGN.md §8): which parent may hear from us, when a height is worth
 * reporting, and which messages we listen to. Plain data in, decision out; the DOM stays outside.
 */

export {
  DECIDED_MESSAGE_TYPE,
  EMBED_MESSAGE_PREFIX,
  HEIGHT_MESSAGE_TYPE,
  HEIGHT_REQUEST_TYPE,
  LEAD_CREATED_MESSAGE_TYPE,
  STEP_MESSAGE_TYPE,
} from './embed-protocol';

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

/** The decisions a partner learns of: the outcome screens' routes without their slash. */
export type PartnerOutcome = 'accepted' | 'thank-you' | 'redirected' | 'rejected';

/**
 * What the partner's page is told besides heights: never personal data, not even the
 * lead id; the partner has its own analytics for the rest.
 */
export type PartnerMessage =
  | { type: typeof STEP_MESSAGE_TYPE; step: string }
  | { type: typeof LEAD_CREATED_MESSAGE_TYPE }
  | { type: typeof DECIDED_MESSAGE_TYPE; outcome: PartnerOutcome };

/**
 * The step as the partner sees it: the route's first segment, so `/continue/<lead id>` is `/continue`
 * and no id or query ever leaves the frame.
 */
export function stepMessage(route: string): PartnerMessage {
  const first = route.split(/[?#]/)[0]!.split('/').find((segment) => segment !== '') ?? '';
  return { type: STEP_MESSAGE_TYPE, step: `/${first}` };
}

const OUTCOMES: Readonly<Record<number, PartnerOutcome>> = {
  [STATE.accepted]: 'accepted',
  [STATE.thankYou]: 'thank-you',
  [STATE.redirected]: 'redirected',
  [STATE.rejected]: 'rejected',
};

export type ApplicationMoment = { leadId: string | undefined; state: number };

/** What changed for the partner between two moments of the application seen by this page. */
export function partnerMessagesBetween(before: ApplicationMoment, after: ApplicationMoment): PartnerMessage[] {
  const messages: PartnerMessage[] = [];
  if (!before.leadId && after.leadId) messages.push({ type: LEAD_CREATED_MESSAGE_TYPE });
  const outcome = OUTCOMES[after.state];
  if (outcome && after.state !== before.state) messages.push({ type: DECIDED_MESSAGE_TYPE, outcome });
  return messages;
}
