import { PARTNER_COLOR_PARAM } from './partner-colors';

/**
 * The messages between the app in a partner's frame and the partner's page (SPEC §1): the
 * contract that embed.js of one major version and every app build of that major keep. A message
 * is only added, never renamed or reshaped within a major; each side ignores what it does not know.
 * No imports: embed.js is built from this module alone.
 */

/** Every message we send or accept carries this prefix, so a partner page tells ours from others'. */
export const EMBED_MESSAGE_PREFIX = 'application-frontend:';
/** Sent to the parent: the content height in CSS pixels. */
export const HEIGHT_MESSAGE_TYPE = `${EMBED_MESSAGE_PREFIX}height`;
/** Accepted from the parent: "tell me your height now" (a partner whose listener started late). */
export const HEIGHT_REQUEST_TYPE = `${EMBED_MESSAGE_PREFIX}request-height`;
/** Sent to the parent after each step change: which step is shown now (its route, never an id in it). */
export const STEP_MESSAGE_TYPE = `${EMBED_MESSAGE_PREFIX}step`;
/** Sent to the parent once the lead exists on the server. */
export const LEAD_CREATED_MESSAGE_TYPE = `${EMBED_MESSAGE_PREFIX}lead-created`;
/** Sent to the parent when the server's decision is final: the outcome only. */
export const DECIDED_MESSAGE_TYPE = `${EMBED_MESSAGE_PREFIX}decided`;

/** The major version in embed.js's URL (`embed/v1.js`). */
export const EMBED_MAJOR_VERSION = 1;

/**
 * Landing parameters a partner's page passes on into the frame (SPEC §2's attribution and loan
 * choice, and the partner's colour: partner-colors.ts). Contact data (firstName, email, phoneNumber…) is not passed: a partner that has it
 * should not put it in an address.
 */
export const EMBED_PASSED_PARAMS = [
  'sessionId',
  'amount',
  'period',
  'refName',
  'refSubId',
  'refTransactionId',
  's_id',
  'sellingTierGlobalId',
  'utm_medium',
  'utm_source',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'ttclid',
  PARTNER_COLOR_PARAM,
] as const;
