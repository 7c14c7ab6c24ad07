import { REQUIRED, isEmpty, type ErrorKey } from '../validation/validation-core';

/**
 * The vehicle step (state 16): make and model from the server's list (GET /data/vehicleModels.json),
 * and the year of first registration when the applicant knows it.
 */
export const OLDEST_VEHICLE_YEAR = 1950;

export function validateVehicleYear(value: unknown, currentYear: number): ErrorKey | null {
  if (isEmpty(value)) return null;
  const year = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isInteger(year)) return 'vehicleYear.invalid';
  if (year < OLDEST_VEHICLE_YEAR) return 'vehicleYear.min';
  return year > currentYear + 1 ? 'vehicleYear.max' : null;
}

/** A model only makes sense with the make it was picked for: another make clears it. */
export function modelFits(models: readonly { make: string; models: readonly string[] }[], make: unknown, model: unknown): boolean {
  return typeof make === 'string' && typeof model === 'string' && (models.find((entry) => entry.make === make)?.models.includes(model) ?? false);
}

export const requireAnswer = (value: unknown): ErrorKey | null => (isEmpty(value) ? REQUIRED : null);
