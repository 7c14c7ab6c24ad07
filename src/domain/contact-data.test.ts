import { describe, expect, it } from 'vitest';
import { EMAIL_REMOVED, holdsContactData, PHONE_REMOVED, scrubContactData } from './contact-data';

describe('contact data in free text (issue 30)', () => {
  it('replaces an e-mail address wherever it sits in the value', () => {
    expect(scrubContactData('ana.ruiz+sms@example.com')).toBe(EMAIL_REMOVED);
    expect(scrubContactData('sms ana@example.es spring')).toBe(`sms ${EMAIL_REMOVED} spring`);
  });

  it('replaces a phone number of 9 to 15 digits, written with or without a prefix and separators', () => {
    for (const phone of ['612345678', '+34612345678', '+34 612 34 56 78', '0034 612-345-678', '(+34) 612.345.678', '+52 55 1234 5678', '+63 917 123 4567']) {
      expect(scrubContactData(phone), phone).toBe(PHONE_REMOVED);
    }
    expect(scrubContactData('sms-612345678')).toBe(`sms-${PHONE_REMOVED}`);
    expect(scrubContactData('spring_2025 call 612 345 678 now')).toBe(`spring_2025 call ${PHONE_REMOVED} now`);
  });

  it('leaves ids, amounts, dates and versions alone: short numbers and digit groups glued to letters or longer runs', () => {
    for (const value of [
      '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd',
      '01912345-6789-7123-8456-123456789012',
      'Cj0KCQjw-123456789AbC',
      'campaign_123456789',
      'IwAR2x123456789012',
      '12345678',
      '500',
      '2025-03-27',
      '2025-03-27T10:30:00.000Z',
      '1234567890123456789',
      'Chrome/140.0.0.0',
      'spring-sale',
    ]) {
      expect(scrubContactData(value), value).toBe(value);
      expect(holdsContactData(value), value).toBe(false);
    }
  });

  it('tells whether a value holds contact data', () => {
    expect(holdsContactData('+34612345678')).toBe(true);
    expect(holdsContactData('a@b.co')).toBe(true);
    expect(holdsContactData('newsletter')).toBe(false);
  });
});
