import { describe, it, expect } from 'vitest';
import { TRACKING_LOG, googleConversion, pixelEventName, platformsForEvent, shouldBlockSessionRecording } from './funnel-events';
import { createMemoryLogger } from '../logger';

describe('platformsForEvent', () => {
  it('SPEC §4: rejected goes only to the short-video platform (TikTok)', () => {
    expect(platformsForEvent('rejected')).toEqual(['tiktok']);
  });

  it('SPEC §4: Meta gets lead and complete registration only', () => {
    const metaEvents = (['lead', 'completeRegistration', 'rejected'] as const).filter((e) => platformsForEvent(e).includes('meta'));
    expect(metaEvents).toEqual(['lead', 'completeRegistration']);
  });

  it('SPEC §4: Google gets conversions for lead and complete registration', () => {
    expect(platformsForEvent('lead')).toContain('google');
    expect(platformsForEvent('completeRegistration')).toContain('google');
  });
});

describe('pixel event names', () => {
  it('uses the platforms’ standard names', () => {
    const logger = createMemoryLogger();
    expect(pixelEventName('meta', 'lead', logger)).toBe('Lead');
    expect(pixelEventName('tiktok', 'completeRegistration', logger)).toBe('CompleteRegistration');
  });

  it("SPEC §8: warns 'Pixel event name is required' when there is none", () => {
    const logger = createMemoryLogger();
    expect(pixelEventName('meta', 'rejected', logger)).toBeNull();
    expect(logger.lines[0]?.message).toBe(TRACKING_LOG.pixelEventNameRequired);
  });
});

describe('googleConversion', () => {
  it('SPEC §4: a conversion with send_to and an optional callback', () => {
    const callback = () => undefined;
    expect(googleConversion({ sendTo: 'AW-1/abc', callback }, createMemoryLogger())).toEqual({
      event: 'conversion', params: { send_to: 'AW-1/abc', event_callback: callback },
    });
    expect(googleConversion({ sendTo: 'AW-1/abc' }, createMemoryLogger())).toEqual({ event: 'conversion', params: { send_to: 'AW-1/abc' } });
  });

  it("SPEC §8: warns 'Missing send_to parameter for conversion event' without send_to", () => {
    const logger = createMemoryLogger();
    expect(googleConversion({ sendTo: '' }, logger)).toBeNull();
    expect(logger.lines).toEqual([{ level: 'warn', message: TRACKING_LOG.missingSendTo }]);
  });
});

describe('shouldBlockSessionRecording', () => {
  it('SPEC §4: blocks session recording for retargeting and abandonment', () => {
    expect(shouldBlockSessionRecording('retargeting')).toBe(true);
    expect(shouldBlockSessionRecording('Abandonment')).toBe(true);
  });

  it('SPEC §4: unless configuration enables logging for that source', () => {
    expect(shouldBlockSessionRecording('retargeting', ['retargeting'])).toBe(false);
    expect(shouldBlockSessionRecording('abandonment', ['retargeting'])).toBe(true);
  });

  it('does not block other sources', () => {
    expect(shouldBlockSessionRecording('google')).toBe(false);
    expect(shouldBlockSessionRecording(undefined)).toBe(false);
  });
});
