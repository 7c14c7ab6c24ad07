import { describe, it, expect } from 'vitest';
import { FRAME_ECHO_REPORTS, FRAME_HEIGHT_THRESHOLD_PX } from './constants';
import {
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
