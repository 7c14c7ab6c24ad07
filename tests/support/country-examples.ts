/**
 * For each of the 8 countries, a valid local example of every number a step asks and
 * numbers to refuse (another country's, or the local one with a typo). The same table drives the
 * domain rules' tests, the screens' component tests and lead-api's direct requests, so the three
 * levels are shown the same numbers.
 *
 * Examples are the issuers' published specimens or numbers built to their check digits (the CURP
 * LOAN850327MDFPNN01 has RENAPO's check digit 1; LOAN850327MDFPNN04 does not).
 */
export type Example = { valid: string; refused: readonly string[] };

export type CountryExamples = {
  /** personalDetails.personalCode */
  nationalId: Example;
  /** The ID upload's document number (state 30): the national id or the card's own number. */
  document: Example;
  /** otherDetails.idCardNumber */
  idCard: Example;
  /** otherDetails.taxIdentificationNumber */
  taxId: Example;
  /** incomeDetails.iban (an IBAN, a CLABE or the banks' digits) */
  account: Example;
  /** contactDetails.phoneNumber, which receives the SMS code: `landline` is a valid number of the country that takes none. */
  smsPhone: Example & { landline: string | null };
  /** referenceDetails.phoneNumber, incomeDetails.workPhone: any line of the country. */
  callPhone: Example;
};

const SPANISH_DNI = '12345678Z';
const SPANISH_IBAN = 'ES91 2100 0418 4502 0005 1332';
const SPANISH_MOBILE = '+34 612 34 56 78';
const CURP = 'LOAN850327MDFPNN01';

export const COUNTRY_EXAMPLES: Readonly<Record<'ES' | 'DE' | 'MX' | 'PL' | 'RO' | 'CO' | 'VN' | 'PH', CountryExamples>> = {
  ES: {
    nationalId: { valid: SPANISH_DNI, refused: [CURP, '12345678A'] },
    document: { valid: 'X1234567L', refused: [CURP, '12345678A'] },
    idCard: { valid: SPANISH_DNI, refused: ['ABA300000', '12345678A'] },
    taxId: { valid: SPANISH_DNI, refused: ['GODE561231GR8', '12345678A'] },
    account: { valid: SPANISH_IBAN, refused: ['DE89 3704 0044 0532 0130 00', 'ES91 2100 0418 4502 0005 1333'] },
    smsPhone: { valid: '612 34 56 78', landline: '912 34 56 78', refused: ['+34 999 999 999', '+63 917 123 4567'] },
    callPhone: { valid: '912 34 56 78', refused: ['+34 999 999 999', '+49 30 901820'] },
  },
  DE: {
    nationalId: { valid: 'T220001293', refused: [SPANISH_DNI, 'T220001294'] },
    document: { valid: 'T220001293', refused: [SPANISH_DNI, 'T220001294'] },
    idCard: { valid: 'T220001293', refused: [SPANISH_DNI, 'T220001294'] },
    taxId: { valid: '86095742719', refused: [SPANISH_DNI, '86095742718'] },
    account: { valid: 'DE89 3704 0044 0532 0130 00', refused: [SPANISH_IBAN, 'DE89 3704 0044 0532 0130 01'] },
    smsPhone: { valid: '01512 3456789', landline: '030 123456', refused: ['12345', SPANISH_MOBILE] },
    callPhone: { valid: '030 123456', refused: ['12345', SPANISH_MOBILE] },
  },
  MX: {
    nationalId: { valid: CURP, refused: [SPANISH_DNI, 'LOAN850327MDFPNN04'] },
    document: { valid: CURP, refused: [SPANISH_DNI, 'LOAN850327MDFPNN04'] },
    idCard: { valid: 'GMVLMR80070501M100', refused: [SPANISH_DNI, 'GMVLMR80130501M100'] },
    taxId: { valid: 'GODE561231GR8', refused: [SPANISH_DNI, 'GODE561231GR9'] },
    account: { valid: '032180000118359719', refused: [SPANISH_IBAN, '032180000118359718'] },
    // Mexico's numbering plan does not tell mobiles from landlines since 2019: any line takes an SMS.
    smsPhone: { valid: '55 1234 5678', landline: null, refused: [SPANISH_MOBILE, '55 1234'] },
    callPhone: { valid: '33 1234 5678', refused: [SPANISH_MOBILE, '1234'] },
  },
  PL: {
    nationalId: { valid: '44051401359', refused: [SPANISH_DNI, '44051401358'] },
    document: { valid: 'ABA300000', refused: [SPANISH_DNI, 'ABA300001'] },
    idCard: { valid: 'ABA300000', refused: ['X1234567L', 'ABA300001'] },
    taxId: { valid: '1234563218', refused: [SPANISH_DNI, '1234563219'] },
    account: { valid: 'PL61 1090 1014 0000 0712 1981 2874', refused: [SPANISH_IBAN, 'PL61 1090 1014 0000 0712 1981 2875'] },
    smsPhone: { valid: '512 345 678', landline: '22 123 45 67', refused: ['12345', SPANISH_MOBILE] },
    callPhone: { valid: '22 123 45 67', refused: ['12345', SPANISH_MOBILE] },
  },
  RO: {
    nationalId: { valid: '1800101420010', refused: [SPANISH_DNI, '1800101420011'] },
    document: { valid: '1800101420010', refused: [SPANISH_DNI, '1800101420011'] },
    idCard: { valid: 'RX 123456', refused: ['ABA300000', 'RX 12345'] },
    taxId: { valid: '1800101420010', refused: [SPANISH_DNI, '1800101420011'] },
    account: { valid: 'RO49 AAAA 1B31 0075 9384 0000', refused: [SPANISH_IBAN, 'RO49 AAAA 1B31 0075 9384 0001'] },
    smsPhone: { valid: '0712 345 678', landline: '021 123 4567', refused: ['0912345678', SPANISH_MOBILE] },
    callPhone: { valid: '021 123 4567', refused: ['0912345678', SPANISH_MOBILE] },
  },
  CO: {
    nationalId: { valid: '1020304050', refused: [SPANISH_DNI, '0123456'] },
    document: { valid: '1020304050', refused: [SPANISH_DNI, '0123456'] },
    idCard: { valid: '79456123', refused: ['X1234567L', '12345'] },
    taxId: { valid: '800197268-4', refused: [SPANISH_DNI, '800197268-5'] },
    account: { valid: '12345678901', refused: [SPANISH_IBAN, '12345'] },
    smsPhone: { valid: '321 1234567', landline: '601 2345678', refused: ['3211234', SPANISH_MOBILE] },
    callPhone: { valid: '601 2345678', refused: ['3211234', SPANISH_MOBILE] },
  },
  VN: {
    nationalId: { valid: '001099012345', refused: [SPANISH_DNI, '003099012345'] },
    document: { valid: '079203001234', refused: [SPANISH_DNI, '003099012345'] },
    idCard: { valid: '001099012345', refused: ['ABA300000', '00109901234'] },
    taxId: { valid: '0101234567', refused: [SPANISH_DNI, '01012345'] },
    account: { valid: '0011004123456', refused: [SPANISH_IBAN, '12345'] },
    smsPhone: { valid: '091 234 56 78', landline: '028 3823 4567', refused: ['0123', SPANISH_MOBILE] },
    callPhone: { valid: '028 3823 4567', refused: ['0123', SPANISH_MOBILE] },
  },
  PH: {
    nationalId: { valid: '1234-5678-9012-3456', refused: [SPANISH_DNI, '12345'] },
    document: { valid: '123-456-789-000', refused: [SPANISH_DNI, '12345'] },
    idCard: { valid: '1234-5678-9012-3456', refused: [SPANISH_DNI, '123456789'] },
    taxId: { valid: '123-456-789-000', refused: [SPANISH_DNI, '12345'] },
    account: { valid: '001234567890', refused: [SPANISH_IBAN, '123456789'] },
    // A bare Spanish mobile is no Philippine number.
    smsPhone: { valid: '0917 123 4567', landline: '02 8123 4567', refused: ['612 345 678', SPANISH_MOBILE] },
    callPhone: { valid: '02 8123 4567', refused: ['612 345 678', SPANISH_MOBILE] },
  },
};

export const COUNTRIES = Object.keys(COUNTRY_EXAMPLES) as (keyof typeof COUNTRY_EXAMPLES)[];
