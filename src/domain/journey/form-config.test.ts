import { describe, it, expect } from 'vitest';
import { DATA_POINTS } from '../lead/data-points';
import { FORM_CONFIGURATION, FORM_CONTEXTS, STEP_TYPES, formRoute, getFormDefinition } from './form-config';

describe('form configuration', () => {
  it('SPEC §3: initial-details groups email, phoneNumber, marketingConsents, generalPolicies; its modal holds amount', () => {
    const initial = getFormDefinition('initial-details');
    expect(initial?.dataPoints).toEqual(expect.arrayContaining([
      'contactDetails.email', 'contactDetails.phoneNumber', 'contactDetails.marketingConsents', 'generalPolicies', 'amount',
    ]));
    expect(initial?.modal).toMatchObject({ stepType: 'modal', dataPoints: ['amount', 'period'] });
  });

  it('SPEC §3: the multi-point steps hold their data points', () => {
    const points = (path: string) => getFormDefinition(path)?.dataPoints;
    expect(points('name')).toEqual(expect.arrayContaining(['personalDetails.firstName', 'personalDetails.lastName']));
    expect(points('address-information')).toEqual(expect.arrayContaining([
      'contactDetails.postalCode', 'contactDetails.city', 'contactDetails.province', 'contactDetails.street', 'contactDetails.houseNumber', 'contactDetails.flatNumber',
    ]));
    expect(points('vehicle-ownership')).toEqual(['otherDetails.vehicleConsent', 'otherDetails.vehicleOwnership', 'otherDetails.vehicleLicensePlateNumber', 'otherDetails.isVehicleFinanced']);
    expect(points('bank-account')).toEqual(['incomeDetails.iban']);
    expect(points('housing-information')).toEqual(['otherDetails.housingTenure', 'expenses.rentAmount']);
    expect(points('mortgage-information')).toEqual(['expenses.mortgageStartedAt', 'expenses.mortgageExpiresAt', 'expenses.monthlyMortgageAmount']);
    expect(points('pep-details')).toEqual(['otherDetails.isPoliticallyExposed', 'otherDetails.connectedToPep']);
    expect(points('gender')).toEqual(['personalDetails.gender']);
    expect(points('monthly-income')).toEqual(['incomeDetails.monthlyIncome']);
  });

  it('SPEC §3: every form has a known step type and context, and only known data points', () => {
    for (const definition of FORM_CONFIGURATION) {
      expect(STEP_TYPES).toContain(definition.stepType);
      expect(FORM_CONTEXTS).toContain(definition.context);
      for (const point of definition.dataPoints) expect(DATA_POINTS).toContain(point);
      expect(definition.dataPoints.length).toBeGreaterThan(0);
    }
  });

  it('maps form paths to routes', () => {
    expect(formRoute('initial-details')).toBe('/initial-details');
    expect(formRoute('gender')).toBe('/gender');
  });
});
