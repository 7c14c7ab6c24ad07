import { describe, it, expect } from 'vitest';
import { buildDeviceData, roundDeviceMemory } from './device-data';

describe('device data', () => {
  it('SPEC §3: builds timezoneOffset, deviceMemory, language, screenResolution WxH and loadingTime', () => {
    expect(
      buildDeviceData({ timezoneOffset: -120, deviceMemory: 7.6, language: 'es-ES', screenWidth: 390, screenHeight: 844, loadingTime: 812.4 }),
    ).toEqual({ timezoneOffset: -120, deviceMemory: 8, language: 'es-ES', screenResolution: '390x844', loadingTime: 812 });
  });

  it('SPEC §3: deviceMemory is rounded with default 1', () => {
    expect(roundDeviceMemory(undefined)).toBe(1);
    expect(roundDeviceMemory(null)).toBe(1);
    expect(roundDeviceMemory(Number.NaN)).toBe(1);
    expect(roundDeviceMemory(4)).toBe(4);
    expect(roundDeviceMemory(2.4)).toBe(2);
    // Browsers report 0.25 and 0.5 on small devices; below 1 GiB still counts as 1.
    expect(roundDeviceMemory(0.25)).toBe(1);
  });
});
