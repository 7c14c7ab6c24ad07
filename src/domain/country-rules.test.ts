import { describe, expect, it } from 'vitest';
import { countryRule, normalisePostalCode, validateBankAccount, validateNationalId, validatePostalCodeOf } from './country-rules';
import { clabeCheckDigit, curpCheckDigit, rfcCheckDigit, validateRfc } from './mexican-ids';
import { validatePhoneNumber } from './phone';

/**
 * Issue 12: one rule per country, the same on the page and in lead-api. Each example is a
 * published one (specimen documents, the standards' own examples) or that example with one
 * character changed, so a check digit is what refuses it.
 */
const valid = (rule: (value: unknown, country: string) => string | null, country: string, values: string[]) =>
  values.forEach((value) => expect(rule(value, country), `${country} ${value}`).toBeNull());
const invalid = (rule: (value: unknown, country: string) => string | null, country: string, values: string[]) =>
  values.forEach((value) => expect(rule(value, country), `${country} ${value}`).not.toBeNull());

describe('postcode rule per country', () => {
  it('ES, DE, MX: five digits', () => {
    for (const country of ['ES', 'DE', 'MX']) {
      valid(validatePostalCodeOf, country, ['28013', '10115', '06600'].slice(0, 3));
      invalid(validatePostalCodeOf, country, ['2801', '280130', '30-001', 'ABCDE']);
    }
  });
  it('PL: NN-NNN, typed with or without the hyphen; a Spanish postcode is refused', () => {
    valid(validatePostalCodeOf, 'PL', ['30-001', '30001', '00-950']);
    invalid(validatePostalCodeOf, 'PL', ['3-0001', '300-01', '3000', '300011']);
    expect(normalisePostalCode('30001', 'PL')).toBe('30-001');
    expect(countryRule('PL').postalCode.inputMode).toBe('text');
    expect(countryRule('ES').postalCode.inputMode).toBe('numeric');
  });
  it('RO, CO, VN: six digits; PH: four', () => {
    for (const country of ['RO', 'CO', 'VN']) {
      valid(validatePostalCodeOf, country, ['010011', '110111', '100000']);
      invalid(validatePostalCodeOf, country, ['28013', '1000000', '10-000']);
    }
    valid(validatePostalCodeOf, 'PH', ['1000', '6000']);
    invalid(validatePostalCodeOf, 'PH', ['28013', '100', '10-00']);
  });
});

describe('phone rule per country (libphonenumber-js for the brand country)', () => {
  const phones: Record<string, [string[], string[]]> = {
    ES: [['612 34 56 78', '+34 912 345 678'], ['512345678', '61234567']],
    DE: [['01512 3456789', '030 123456'], ['0151', '+34 612 34 56 78']],
    PL: [['512 345 678', '+48 22 123 45 67'], ['12345', '612 34 56 78 9']],
    RO: [['0712 345 678', '021 123 4567'], ['0912345678', '0712 345']],
    MX: [['55 1234 5678', '+52 33 1234 5678'], ['1234', '55 1234']],
    CO: [['321 1234567', '601 2345678'], ['3211234', '+34 612 34 56 78']],
    PH: [['0917 123 4567', '+63 2 8123 4567'], ['0917 123', '12345']],
    VN: [['091 234 56 78', '+84 28 3823 4567'], ['0123', '091 234']],
  };
  for (const [country, [good, bad]] of Object.entries(phones)) {
    it(`${country}: numbers of the country only`, () => {
      valid(validatePhoneNumber, country, good);
      invalid(validatePhoneNumber, country, bad);
    });
  }
});

describe('national identifier rule per country', () => {
  it('ES DNI and NIE: the check letter (mod 23)', () => {
    valid(validateNationalId, 'ES', ['12345678Z', 'X1234567L', 'Y1234567X']);
    invalid(validateNationalId, 'ES', ['12345678A', 'X1234567A', '1234567Z']);
  });
  it('PL PESEL: the check digit (weights 1-3-7-9)', () => {
    valid(validateNationalId, 'PL', ['44051401359', '02070803628']);
    invalid(validateNationalId, 'PL', ['44051401358', '4405140135', '12345678901']);
    expect(validateNationalId('44051401358', 'PL')).toBe('personalCode.invalid');
  });
  it('RO CNP: the check digit (weights 279146358279, mod 11)', () => {
    valid(validateNationalId, 'RO', ['1800101420010', '2990315400011']);
    invalid(validateNationalId, 'RO', ['1800101420011', '180010142001']);
  });
  it('MX CURP: the check digit (RENAPO, weights 18 down to 2)', () => {
    valid(validateNationalId, 'MX', ['HEGG560427MVZRRL04', 'MAAR790213HMNRLF03']);
    invalid(validateNationalId, 'MX', ['HEGG560427MVZRRL05', 'HEGG561327MVZRRL04', 'HEGG560427']);
    expect(curpCheckDigit('HEGG560427MVZRRL0')).toBe(4);
  });
  it('MX RFC of a person: the homoclave check character (SAT, mod 11)', () => {
    expect(validateRfc('GODE561231GR8')).toBeNull();
    expect(validateRfc('GODE561231GR9')).toBe('taxIdentificationNumber.invalid');
    expect(rfcCheckDigit('GODE561231GR')).toBe('8');
  });
  it('CO cédula: 6 to 10 digits, no check digit', () => {
    valid(validateNationalId, 'CO', ['1020304050', '79456123', '123456']);
    invalid(validateNationalId, 'CO', ['0123456', '12345', '12345678901', '1.02O.304']);
  });
  it('VN CCCD: 12 digits starting with a province code', () => {
    valid(validateNationalId, 'VN', ['001099012345', '079203001234']);
    invalid(validateNationalId, 'VN', ['003099012345', '00109901234', '09901234567A']);
  });
  it('PH TIN (9 digits and a branch code) or PhilSys number (16 digits)', () => {
    valid(validateNationalId, 'PH', ['123-456-789-000', '123456789', '1234-5678-9012-3456']);
    invalid(validateNationalId, 'PH', ['12345', '123-456-78', '1234-5678-9012-345']);
  });
  it('DE Personalausweis: the check digit (weights 7-3-1), as on the specimen card', () => {
    valid(validateNationalId, 'DE', ['T220001293']);
    invalid(validateNationalId, 'DE', ['T220001294', 'T22000129']);
  });
});

describe('bank account rule per country', () => {
  it('IBAN of the country itself in ES, DE, PL, RO (mod 97)', () => {
    valid(validateBankAccount, 'ES', ['ES91 2100 0418 4502 0005 1332']);
    valid(validateBankAccount, 'DE', ['DE89 3704 0044 0532 0130 00']);
    valid(validateBankAccount, 'PL', ['PL61 1090 1014 0000 0712 1981 2874']);
    valid(validateBankAccount, 'RO', ['RO49 AAAA 1B31 0075 9384 0000']);
    invalid(validateBankAccount, 'ES', ['ES91 2100 0418 4502 0005 1333', 'DE89370400440532013000']);
    expect(validateBankAccount('ES9121000418450200051332', 'PL')).toBe('iban.country');
  });
  it('MX CLABE: 18 digits and its check digit (weights 3-7-1)', () => {
    valid(validateBankAccount, 'MX', ['032180000118359719', '002010077777777771']);
    invalid(validateBankAccount, 'MX', ['032180000118359718', '03218000011835971', 'ES9121000418450200051332']);
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
  });
  it('CO, VN, PH: no account number is asked, so none is refused', () => {
    for (const country of ['CO', 'VN', 'PH']) expect(countryRule(country).bankAccount).toBeNull();
  });
});
