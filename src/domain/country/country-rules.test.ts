import { describe, expect, it } from 'vitest';
import { nitCheckDigit } from './country-ids';
import {
  inNameOrder,
  countryRule,
  normalisePostalCode,
  validateBankAccount,
  validateIdCard,
  validateIdentityDocument,
  validateNationalId,
  validatePostalCodeOf,
  validateTaxId,
} from './country-rules';
import { clabeCheckDigit, curpCheckDigit, rfcCheckDigit, validateRfc } from './mexican-ids';
import { validatePhoneNumber } from '../validation/phone';
import { COUNTRIES, COUNTRY_EXAMPLES, type Example } from '../../../tests/support/country-examples';

/**
 * One rule per country, the same on the page and in lead-api. Each example is a
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
  it('RO, CO: six digits; PH: four', () => {
    for (const country of ['RO', 'CO']) {
      valid(validatePostalCodeOf, country, ['010011', '110111', '100000']);
      invalid(validatePostalCodeOf, country, ['28013', '1000000', '10-000']);
    }
    valid(validatePostalCodeOf, 'PH', ['1000', '6000']);
    invalid(validatePostalCodeOf, 'PH', ['28013', '100', '10-00']);
  });
});

describe('VN: five digits since 2018', () => {
  it('Hà Nội 10000 and Hồ Chí Minh City 70000 are taken; four or six digits are refused', () => {
    valid(validatePostalCodeOf, 'VN', ['10000', '70000', '14000']);
    invalid(validatePostalCodeOf, 'VN', ['1000', '100000', '10-000']);
  });
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
  it('CO, VN, PH: the banks\' own digits, no letters (6-20 in Colombia, 6-19 in Vietnam, 10-16 in the Philippines)', () => {
    valid(validateBankAccount, 'CO', ['123456', '12345678901234567890']);
    valid(validateBankAccount, 'VN', ['0011 0041 2345 6']);
    valid(validateBankAccount, 'PH', ['1234567890', '1234567890123456']);
    expect(validateBankAccount('ES9121000418450200051332', 'CO')).toBe('iban.invalid');
    expect(validateBankAccount('12345', 'VN')).toBe('iban.length');
    expect(validateBankAccount('12345678901234567', 'PH')).toBe('iban.length');
  });
});

/**
 * Every number a step asks, by the brand's country, over the 8 countries: the local
 * example accepted; another country's number and the local one with a typo refused.
 */
describe('every step\'s numbers follow the brand\'s country', () => {
  type Rule = (value: unknown, country: string) => string | null;
  const rules: [keyof typeof COUNTRY_EXAMPLES.ES, string, Rule][] = [
    ['nationalId', 'personalCode.invalid', validateNationalId],
    ['document', 'documentId.invalid', validateIdentityDocument],
    ['idCard', 'idCardNumber.invalid', validateIdCard],
    ['taxId', 'taxIdentificationNumber.invalid', validateTaxId],
    ['account', '', validateBankAccount],
    ['smsPhone', 'phoneNumber.invalid', (value, country) => validatePhoneNumber(value, country, 'sms')],
    ['callPhone', 'phoneNumber.invalid', (value, country) => validatePhoneNumber(value, country, 'call')],
  ];
  for (const country of COUNTRIES) {
    for (const [name, key, rule] of rules) {
      it(`${country} ${name}: ${COUNTRY_EXAMPLES[country][name].valid} accepted, ${COUNTRY_EXAMPLES[country][name].refused.join(' and ')} refused`, () => {
        const example: Example = COUNTRY_EXAMPLES[country][name];
        expect(rule(example.valid, country)).toBeNull();
        for (const value of example.refused) {
          const error = rule(value, country);
          expect(error, value).not.toBeNull();
          if (key) expect(error, value).toBe(key);
        }
        expect(rule('', country)).toBe('required');
      });
    }
    const { landline } = COUNTRY_EXAMPLES[country].smsPhone;
    if (landline) {
      it(`${country}: a landline (${landline}) is a number to call, but no mobile where the SMS code goes`, () => {
        expect(validatePhoneNumber(landline, country, 'call')).toBeNull();
        expect(validatePhoneNumber(landline, country, 'sms')).toBe('phoneNumber.notMobile');
      });
    }
  }

  it('the ID upload takes the card\'s own number where it is not the national id: a dowód as well as a PESEL, an INE as well as a CURP', () => {
    expect(validateIdentityDocument('44051401359', 'PL')).toBeNull();
    expect(validateIdentityDocument('ABA300000', 'PL')).toBeNull();
    expect(validateIdentityDocument('GMVLMR80070501M100', 'MX')).toBeNull();
  });

  it('check digits of the tax numbers: German Steuer-IdNr (ISO 7064 MOD 11,10), Polish NIP (mod 11), Colombian NIT (DIAN, mod 11)', () => {
    expect(validateTaxId('65929970489', 'DE')).toBeNull();
    expect(validateTaxId('05929970489', 'DE')).not.toBeNull();
    expect(validateTaxId('44051401359', 'PL')).toBeNull(); // a PESEL is a person's tax number too
    expect(nitCheckDigit('860034313')).toBe(7);
    expect(validateTaxId('860034313', 'CO')).toBeNull(); // without its DV, read as a cédula
  });
});

describe('names asked in the order the country says them', () => {
  const PERSONAL = ['personalDetails.firstName', 'personalDetails.middleName', 'personalDetails.lastName', 'personalDetails.dateOfBirth'];
  it('Vietnam says the family name first (Họ, then Tên): the last name is asked before the first name', () => {
    expect(inNameOrder(PERSONAL, 'VN')).toEqual(['personalDetails.lastName', 'personalDetails.middleName', 'personalDetails.firstName', 'personalDetails.dateOfBirth']);
    const classic = ['personalDetails.firstName', 'personalDetails.lastName', 'personalDetails.dateOfBirth'];
    expect(inNameOrder(['amount', ...classic], 'VN')).toEqual(['amount', 'personalDetails.lastName', 'personalDetails.firstName', 'personalDetails.dateOfBirth']);
  });
  it('every other country keeps the given name first, and a step without both names is left as it is', () => {
    for (const country of ['ES', 'DE', 'PL', 'RO', 'MX', 'CO', 'PH']) expect(inNameOrder(PERSONAL, country)).toEqual(PERSONAL);
    expect(inNameOrder(['personalDetails.firstName', 'personalDetails.dateOfBirth'], 'VN')).toEqual(['personalDetails.firstName', 'personalDetails.dateOfBirth']);
  });
});

