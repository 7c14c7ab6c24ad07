import { describe, it, expect } from 'vitest';
import { STATE } from '../journey/state-table';
import { FRAME_ECHO_REPORTS, FRAME_HEIGHT_THRESHOLD_PX } from '../constants';
import {
  DECIDED_MESSAGE_TYPE,
  LEAD_CREATED_MESSAGE_TYPE,
  partnerMessagesBetween,
  STEP_MESSAGE_TYPE,
  stepMessage,
  HEIGHT_MESSAGE_TYPE,
  isFrameEcho,
  HEIGHT_REQUEST_TYPE,
  heightMessage,
  isHeightRequest,
  resolveParentOrigin,
  shouldReportHeight,
} from './embedding';

const PARTNER = 'https://partner.example';
const OTHER = 'https://evil.example';

describe('resolveParentOrigin: messages go only to the configured parent origin (DESIGN.md §8)', () => {
  it('answers the direct ancestor origin when it is configured', () => {
    expect(resolveParentOrigin([PARTNER], { ancestorOrigins: [PARTNER, OTHER] })).toBe(PARTNER);
  });

  it('answers none when the direct ancestor is not configured, whatever the referrer says', () => {
    expect(resolveParentOrigin([PARTNER], { ancestorOrigins: [OTHER], referrer: `${PARTNER}/page` })).toBeNull();
  });

  it('falls back to the referrer origin where ancestorOrigins does not exist', () => {
    expect(resolveParentOrigin([PARTNER], { referrer: `${PARTNER}/loans?x=1` })).toBe(PARTNER);
    expect(resolveParentOrigin([PARTNER], { ancestorOrigins: [], referrer: `${PARTNER}/` })).toBe(PARTNER);
  });

  it('answers none when nothing matches, when nothing is configured, or when hints are unusable', () => {
    expect(resolveParentOrigin([PARTNER], { referrer: `${OTHER}/` })).toBeNull();
    expect(resolveParentOrigin([], { ancestorOrigins: [PARTNER] })).toBeNull();
    expect(resolveParentOrigin([PARTNER], {})).toBeNull();
    expect(resolveParentOrigin([PARTNER], { referrer: 'not a url' })).toBeNull();
    expect(resolveParentOrigin(['null'], { ancestorOrigins: ['null'] })).toBeNull();
  });

  it('compares whole origins: scheme and port count', () => {
    expect(resolveParentOrigin(['http://127.0.0.1:4174'], { ancestorOrigins: ['http://127.0.0.1:4174'] })).toBe('http://127.0.0.1:4174');
    expect(resolveParentOrigin(['http://127.0.0.1:4174'], { ancestorOrigins: ['http://127.0.0.1:4175'] })).toBeNull();
    expect(resolveParentOrigin([PARTNER], { ancestorOrigins: ['http://partner.example'] })).toBeNull();
  });
});

describe(`shouldReportHeight: SPEC §1 reports changes of more than ${FRAME_HEIGHT_THRESHOLD_PX} px`, () => {
  it('reports the first height', () => {
    expect(shouldReportHeight(null, 640)).toBe(true);
  });

  it(`does not report a change of exactly FRAME_HEIGHT_THRESHOLD_PX or less, up or down`, () => {
    expect(shouldReportHeight(640, 640 + FRAME_HEIGHT_THRESHOLD_PX)).toBe(false);
    expect(shouldReportHeight(640, 640 - FRAME_HEIGHT_THRESHOLD_PX)).toBe(false);
    expect(shouldReportHeight(640, 641)).toBe(false);
  });

  it(`reports a change of more than FRAME_HEIGHT_THRESHOLD_PX, up or down`, () => {
    expect(shouldReportHeight(640, 640 + FRAME_HEIGHT_THRESHOLD_PX + 1)).toBe(true);
    expect(shouldReportHeight(640, 640 - FRAME_HEIGHT_THRESHOLD_PX - 1)).toBe(true);
  });

  it('never reports a zero or invalid height', () => {
    expect(shouldReportHeight(null, 0)).toBe(false);
    expect(shouldReportHeight(640, Number.NaN)).toBe(false);
  });
});

describe('messages', () => {
  it('a height message names its type and a whole number of pixels', () => {
    expect(heightMessage(612.2)).toEqual({ type: HEIGHT_MESSAGE_TYPE, height: 613 });
  });

  it('a height request is accepted only from the parent origin we report to', () => {
    const data = { type: HEIGHT_REQUEST_TYPE };
    expect(isHeightRequest({ origin: PARTNER, data }, PARTNER)).toBe(true);
    expect(isHeightRequest({ origin: OTHER, data }, PARTNER)).toBe(false);
    expect(isHeightRequest({ origin: PARTNER, data }, null)).toBe(false);
  });

  it('anything that is not a height request is ignored, even from the parent', () => {
    expect(isHeightRequest({ origin: PARTNER, data: 'request-height' }, PARTNER)).toBe(false);
    expect(isHeightRequest({ origin: PARTNER, data: null }, PARTNER)).toBe(false);
    expect(isHeightRequest({ origin: PARTNER, data: { type: HEIGHT_MESSAGE_TYPE } }, PARTNER)).toBe(false);
  });
});

describe(`isFrameEcho: ${FRAME_ECHO_REPORTS} growths in a row by one amount are the frame's own`, () => {
  it('is an echo only after FRAME_ECHO_REPORTS equal growths, and only for growth', () => {
    expect(isFrameEcho([32, 32], 32)).toBe(false);
    expect(isFrameEcho([32, 32, 32], 32)).toBe(true);
    expect(isFrameEcho([32, 32, 33], 32)).toBe(true);
    expect(isFrameEcho([32, 40, 32], 32)).toBe(false);
    expect(isFrameEcho([32, 32, 32], -32)).toBe(false);
  });
});

describe('what the partner is told besides heights: steps, the lead, the decision, never personal data', () => {
  it('a step is its route, without the id a continue link carries or any query', () => {
    expect(stepMessage('/loan-purpose')).toEqual({ type: STEP_MESSAGE_TYPE, step: '/loan-purpose' });
    expect(stepMessage('/continue/3f2b8c4e-9a1d-4e7b-8c2a-5d6e7f809a1b')).toEqual({ type: STEP_MESSAGE_TYPE, step: '/continue' });
    expect(stepMessage('/initial-details?email=ana%40example.com#x')).toEqual({ type: STEP_MESSAGE_TYPE, step: '/initial-details' });
    expect(stepMessage('/')).toEqual({ type: STEP_MESSAGE_TYPE, step: '/' });
  });

  it('lead-created once the lead has an id, and no id in the message', () => {
    expect(partnerMessagesBetween({ leadId: undefined, state: STATE.none }, { leadId: 'lead-1', state: 2 })).toEqual([{ type: LEAD_CREATED_MESSAGE_TYPE }]);
    expect(partnerMessagesBetween({ leadId: 'lead-1', state: 2 }, { leadId: 'lead-1', state: 3 })).toEqual([]);
  });

  it.each([
    [STATE.accepted, 'accepted'],
    [STATE.thankYou, 'thank-you'],
    [STATE.redirected, 'redirected'],
    [STATE.rejected, 'rejected'],
  ] as const)('decided when the state becomes the decision %i (%s), once', (state, outcome) => {
    const checking = { leadId: 'lead-1', state: STATE.checking };
    expect(partnerMessagesBetween(checking, { leadId: 'lead-1', state })).toEqual([{ type: DECIDED_MESSAGE_TYPE, outcome }]);
    expect(partnerMessagesBetween({ leadId: 'lead-1', state }, { leadId: 'lead-1', state })).toEqual([]);
  });

  it('an after-offer step is not a decision', () => {
    expect(partnerMessagesBetween({ leadId: 'lead-1', state: STATE.checking }, { leadId: 'lead-1', state: STATE.mobileVerification })).toEqual([]);
  });
});
