import { describe, expect, it, vi } from 'vitest';
import { configuredCategories, inReplaySample, usableTracking } from './tracking-config';

const logger = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('tracking configuration', () => {
  it('keeps ids of the right shape and refuses the others with the SPEC §8 warning', () => {
    const log = logger();
    const usable = usableTracking(
      { metaPixelId: '123456789012345', tikTokPixelId: 'not-a-pixel', googleAdsSendTo: 'AW-1234567890/AbC-dEf_1', gtmId: 'GTM-ABC12', analyticsKey: 'phc_abcdefghijklmnopqrstuvwxyz0123', analyticsHost: '/api/collector' },
      log,
    );
    expect(usable).toMatchObject({ metaPixelId: '123456789012345', googleAdsId: 'AW-1234567890', googleAdsSendTo: 'AW-1234567890/AbC-dEf_1', gtmId: 'GTM-ABC12', analyticsKey: 'phc_abcdefghijklmnopqrstuvwxyz0123' });
    expect(usable.tikTokPixelId).toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith('Tag manager id invalid or missing', { tag: 'tikTokPixelId' });
    expect(usable.replaySampling).toBe(100);
  });

  it('drops analytics without a usable host, and script URLs that are not http(s)', () => {
    const log = logger();
    const usable = usableTracking({ analyticsKey: 'phc_abcdefghijklmnopqrstuvwxyz0123', analyticsHost: 'javascript:alert(1)', scriptUrls: { meta: 'javascript:x', tiktok: '/vendor/ttq.js' } }, log);
    expect(usable.analyticsKey).toBeUndefined();
    expect(usable.scriptUrls).toEqual({ tiktok: '/vendor/ttq.js' });
  });

  it('names the consent categories something is configured for', () => {
    expect(configuredCategories({})).toEqual([]);
    expect(configuredCategories({ tikTokPixelId: 'C1234567890ABCDEFGHI' })).toEqual(['marketing']);
    expect(configuredCategories({ analyticsKey: 'k', replayAppId: 'org/app' })).toEqual(['analytics', 'sessionRecording']);
  });

  it('samples replay by percentage', () => {
    expect(inReplaySample(100, 0.999)).toBe(true);
    expect(inReplaySample(0, 0)).toBe(false);
    expect(inReplaySample(25, 0.2)).toBe(true);
    expect(inReplaySample(25, 0.3)).toBe(false);
  });
});
