import type { DeviceData } from '../lead/lead-types';

/** What the app reads from the browser; passed in so the rule stays free of window. */
export type DeviceInputs = {
  /** Date#getTimezoneOffset(), minutes. */
  timezoneOffset: number;
  /** navigator.deviceMemory: GiB, missing on Firefox and Safari. */
  deviceMemory?: number | null;
  language: string;
  screenWidth: number;
  screenHeight: number;
  /** Milliseconds from navigation start to app ready. */
  loadingTime: number;
};

/** SPEC §3: deviceMemory is rounded, 1 when the browser does not tell. */
export function roundDeviceMemory(memory: number | null | undefined): number {
  if (typeof memory !== 'number' || !Number.isFinite(memory) || memory <= 0) return 1;
  return Math.max(1, Math.round(memory));
}

/** SPEC §3 "Device data". */
export function buildDeviceData(inputs: DeviceInputs): DeviceData {
  return {
    timezoneOffset: inputs.timezoneOffset,
    deviceMemory: roundDeviceMemory(inputs.deviceMemory),
    language: inputs.language,
    screenResolution: `${Math.round(inputs.screenWidth)}x${Math.round(inputs.screenHeight)}`,
    loadingTime: Math.max(0, Math.round(inputs.loadingTime)),
  };
}
