import { describe, expect, it } from 'vitest';
import { OLDEST_VEHICLE_YEAR, modelFits, validateVehicleYear } from './vehicle';

describe('the vehicle step (state 16)', () => {
  it('takes a year of first registration from OLDEST_VEHICLE_YEAR to next year, or none', () => {
    expect(validateVehicleYear('', 2026)).toBeNull();
    expect(validateVehicleYear(2019, 2026)).toBeNull();
    expect(validateVehicleYear('2027', 2026)).toBeNull();
    expect(validateVehicleYear(OLDEST_VEHICLE_YEAR - 1, 2026)).toBe('vehicleYear.min');
    expect(validateVehicleYear(2028, 2026)).toBe('vehicleYear.max');
    expect(validateVehicleYear('20x9', 2026)).toBe('vehicleYear.invalid');
  });

  it('keeps a model only with the make it belongs to', () => {
    const models = [{ make: 'SEAT', models: ['Ibiza', 'León'] }, { make: 'Renault', models: ['Clio'] }];
    expect(modelFits(models, 'SEAT', 'Ibiza')).toBe(true);
    expect(modelFits(models, 'Renault', 'Ibiza')).toBe(false);
    expect(modelFits(models, undefined, 'Ibiza')).toBe(false);
  });
});
