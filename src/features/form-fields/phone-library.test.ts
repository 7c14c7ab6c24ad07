import { describe, expect, it } from 'vitest';
import { PHONE_INPUT_MAX_LENGTH } from '../../domain/constants';
import { loadPhoneRules, validatePhone } from './phone-library';

describe('validatePhone (SPEC §5)', () => {
  it('checks the spec’s lengths before libphonenumber-js has loaded, then the country’s numbering plan and the number’s type', async () => {
    expect(validatePhone('', 'ES', 'sms')).toBe('required');
    expect(validatePhone('1'.repeat(PHONE_INPUT_MAX_LENGTH + 1), 'ES', 'sms')).toBe('phoneNumber.tooLong');
    expect(validatePhone('5', 'ES', 'sms')).toBe('phoneNumber.invalid');
    expect(validatePhone('912 34 56 78', 'ES', 'sms')).toBeNull(); // lengths only: the server checks the rest
    await loadPhoneRules();
    expect(validatePhone('912 34 56 78', 'ES', 'sms')).toBe('phoneNumber.notMobile'); // a landline takes no SMS
    expect(validatePhone('912 34 56 78', 'ES', 'call')).toBeNull();
    expect(validatePhone('612 34 56 78', 'ES', 'sms')).toBeNull();
  });
});
