import { describe, it, expect } from 'vitest';
import * as validation from './validation';

describe('validation entry point', () => {
  it('SPEC §5: exposes every validator from one module', () => {
    for (const name of [
      'validatePostalCode', 'validateName', 'validateJobTitle', 'validateStreet', 'validateHouseNumber', 'validateFlatNumber',
      'validateBlockNumber', 'validateCity', 'validateSuburb', 'validateDistrict', 'validateMunicipality', 'validateCompanyName',
      'validatePensionPayer', 'validateEmail', 'normaliseEmailForHash', 'validateAmount', 'validatePeriod',
      'validateOverdueDebtAmount', 'validateTotalDebtAmount', 'validatePhoneNumber', 'toE164', 'validatePersonalCode',
      'validateIban', 'parseTypedDate', 'optional',
    ]) {
      expect(typeof (validation as Record<string, unknown>)[name], name).toBe('function');
    }
  });
});
