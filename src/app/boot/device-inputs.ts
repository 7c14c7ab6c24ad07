import type { DeviceInputs } from '../../domain/tracking/device-data';

/** SPEC §3 device data, read from the browser once the app is ready. */
export function readDeviceInputs(): DeviceInputs {
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return {
    timezoneOffset: new Date().getTimezoneOffset(),
    deviceMemory: memory ?? null,
    language: navigator.language,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    loadingTime: performance.now(),
  };
}
