import { getExampleNumber, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { EMAIL_REMOVED, holdsContactData, isMobileNumberShape, MOBILE_NUMBER_SHAPES, phoneContextOf, PHONE_REMOVED, scrubContactData } from './contact-data';

describe('an e-mail address is found however it was written or encoded', () => {
  it.each([
    ['plain', 'ana.ruiz+sms@example.com'],
    ['encoded once', 'ana.ruiz%2Bsms%40example.com'],
    ['encoded twice', 'ana.ruiz%252Bsms%2540example.com'],
    ["with its '+' arrived unencoded and read as a space", 'lucia.garcia promo@gmail.com'],
    ['with an accented domain', 'jörg@müller.de'],
  ])('%s', (_how, text) => {
    expect(scrubContactData(text)).toBe(EMAIL_REMOVED);
  });

  it('leaves the words around it', () => {
    expect(scrubContactData('from (ana@example.es) spring')).toBe(`from (${EMAIL_REMOVED}) spring`);
  });
});

describe('a phone number is found where a phone can be: shaped like one, or in a parameter named for one', () => {
  it('international numbers, after + or 00, with the separators people write', () => {
    for (const phone of ['+34612345678', '+34 612 34 56 78', '0034 612-345-678', '(+34) 612.345.678', '+52 55 1234 5678', '+63 917 123 4567', '+44 7700 900123']) {
      expect(scrubContactData(phone), phone).toBe(PHONE_REMOVED);
    }
  });

  it('national mobile numbers of each of the product\'s countries, by their own plan (libphonenumber\'s example mobiles)', () => {
    for (const country of Object.keys(MOBILE_NUMBER_SHAPES) as CountryCode[]) {
      const example = getExampleNumber(country, examples);
      expect(example, country).toBeDefined();
      // As people write them at home (with the trunk prefix where the plan has one) and abroad.
      const national = example!.formatNational();
      for (const written of [national, national.replace(/\D/g, ''), example!.number, example!.formatInternational()]) {
        expect(scrubContactData(written), `${country} ${written}`).toBe(PHONE_REMOVED);
        expect(isMobileNumberShape(written.replace(/\D/g, '')) || /^\+/.test(written), `${country} ${written}`).toBe(true);
      }
    }
  });

  it('inside words, as a campaign writes it', () => {
    expect(scrubContactData('sms-612345678')).toBe(`sms-${PHONE_REMOVED}`);
    expect(scrubContactData('spring_2025 call 612 345 678 now')).toBe(`spring_2025 call ${PHONE_REMOVED} now`);
  });

  it('any run of 6 or more digits in a parameter named for a phone', () => {
    for (const name of ['tel', 'telefono', 'mobile', 'movil', 'celular', 'handy', 'msisdn', 'sdt', 'whatsapp']) {
      expect(phoneContextOf(name), name).toBe('named');
    }
    expect(scrubContactData('91 123 45 67', 'named')).toBe(PHONE_REMOVED);
    expect(scrubContactData('91 123 45 67')).toBe('91 123 45 67');
  });

  it('never in an id: affiliate sub ids and transaction ids of 6 to 20 digits, click ids, the session', () => {
    for (const name of ['refName', 'refSubId', 'refTransactionId', 's_id', 'sessionId', 'gclid', 'fbclid', 'ttclid', 'msclkid', 'sellingTierGlobalId', 'aff_sub', 'sub1', 'subid', 'clickid', 'transaction_id', 'utm_id', 'amount', 'period']) {
      expect(phoneContextOf(name), name).toBe('none');
    }
    for (const digits of ['123456', '987654321', '612345678', '1234567890123', '34612345678', '12345678901234567890']) {
      expect(scrubContactData(digits, 'none'), digits).toBe(digits);
    }
    expect(scrubContactData('ana@example.com', 'none')).toBe(EMAIL_REMOVED);
  });

  it('never in numbers that are no phone of any plan: ids, amounts, dates, versions, timestamps', () => {
    for (const value of [
      '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd',
      '01912345-6789-7123-8456-123456789012',
      'Cj0KCQjw-123456789AbC',
      'campaign_123456789',
      'IwAR2x123456789012',
      '12345678',
      '987654321',
      '1234567890123',
      '1712345678',
      '1712345678901',
      '500',
      '2025-03-27',
      '2025-03-27T10:30:00.000Z',
      '1234567890123456789',
      'Chrome/140.0.0.0',
      'spring-sale',
      '100%',
    ]) {
      expect(scrubContactData(value), value).toBe(value);
      expect(holdsContactData(value), value).toBe(false);
    }
  });
});

describe('holdsContactData', () => {
  it('tells whether a value holds contact data', () => {
    expect(holdsContactData('+34612345678')).toBe(true);
    expect(holdsContactData('a%40b.co')).toBe(true);
    expect(holdsContactData('newsletter')).toBe(false);
  });
});
