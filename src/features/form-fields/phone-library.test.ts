import { describe, expect, it } from 'vitest';
import { PHONE_INPUT_MAX_LENGTH } from '../../domain/constants';
import { loadPhoneRules, validatePhone } from './phone-library';

describe('validatePhone (SPEC §5)', () => {
  it('checks the spec’s lengths before libphonenumber-js has loaded, then the full Spanish rules', async () => {
    expect(validatePhone('', 'ES')).toBe('required');
    expect(validatePhone('1'.repeat(PHONE_INPUT_MAX_LENGTH + 1), 'ES')).toBe('phoneNumber.tooLong');
    expect(validatePhone('5', 'ES')).toBe('phoneNumber.invalid');
    expect(validatePhone('512 34 56 78', 'ES')).toBeNull(); // lengths only: the server checks the rest
    await loadPhoneRules();
    expect(validatePhone('512 34 56 78', 'ES')).toBe('phoneNumber.invalid'); // Spanish numbers start 6–9
    expect(validatePhone('612 34 56 78', 'ES')).toBeNull();
  });
});
