import { describe, expect, it, vi } from 'vitest';
import { PHONE_INPUT_MAX_LENGTH } from '../../domain/constants';

describe('validatePhone (SPEC §5)', () => {
  it('checks the spec’s lengths before libphonenumber-js has loaded, then the country’s numbering plan and the number’s type', async () => {
    // The module as a page first loads it: the library not yet there (another test may have loaded it in this worker).
    vi.resetModules();
    const { phoneRulesReady, validatePhone } = await import('./phone-library');
    expect(validatePhone('', 'ES', 'sms')).toBe('required');
    expect(validatePhone('1'.repeat(PHONE_INPUT_MAX_LENGTH + 1), 'ES', 'sms')).toBe('phoneNumber.tooLong');
    expect(validatePhone('5', 'ES', 'sms')).toBe('phoneNumber.invalid');
    expect(validatePhone('912 34 56 78', 'ES', 'sms')).toBeNull(); // lengths only, while typing
    expect(validatePhone('12345', 'DE', 'sms')).toBeNull(); // so Continue must not decide yet
    // What Continue awaits before the step decides; it loads the library itself.
    const ready = phoneRulesReady();
    expect(ready).toBeInstanceOf(Promise);
    await ready;
    expect(phoneRulesReady()).toBeNull();
    expect(validatePhone('912 34 56 78', 'ES', 'sms')).toBe('phoneNumber.notMobile'); // a landline takes no SMS
    expect(validatePhone('912 34 56 78', 'ES', 'call')).toBeNull();
    expect(validatePhone('612 34 56 78', 'ES', 'sms')).toBeNull();
    expect(validatePhone('12345', 'DE', 'sms')).toBe('phoneNumber.invalid');
    expect(validatePhone('12345', 'DE', 'call')).toBe('phoneNumber.invalid');
    expect(validatePhone('01512 3456789', 'DE', 'sms')).toBeNull();
  });
});
