import { describe, it, expect } from 'vitest';
import { AMOUNT_MAX, AMOUNT_MIN, AMOUNT_STEP, OVERDUE_DEBT_MAX } from '../../src/domain/limits';
import { isSpanishPersonalCode, isValidIban, leadFieldErrors, ruleContextFor } from './field-rules';

const context = ruleContextFor('es-solcredito', Date.parse('2026-03-01T00:00:00Z'));

describe('server field checks (SPEC §5)', () => {
  it('accepts amounts from 300 to 5000 in steps of 100 for the active brand', () => {
    expect(leadFieldErrors({ amount: AMOUNT_MIN }, context)).toEqual({});
    expect(leadFieldErrors({ amount: AMOUNT_MAX }, context)).toEqual({});
    expect(leadFieldErrors({ amount: AMOUNT_MIN + AMOUNT_STEP / 2 }, context)).toEqual({ amount: 'invalid' });
    expect(leadFieldErrors({ amount: AMOUNT_MAX + AMOUNT_STEP }, context)).toEqual({ amount: 'tooLarge' });
  });

  it('caps the overdue debt amount at 1000', () => {
    expect(leadFieldErrors({ otherDetails: { overdueDebtAmount: OVERDUE_DEBT_MAX + 1 } }, context)).toEqual({ 'otherDetails.overdueDebtAmount': 'tooLarge' });
  });

  it('checks only the fields present, so a partial update is not refused', () => {
    expect(leadFieldErrors({ personalDetails: { firstName: 'María José' } }, context)).toEqual({});
  });

  it('knows the DNI and NIE check letters', () => {
    expect(isSpanishPersonalCode('12345678Z')).toBe(true);
    expect(isSpanishPersonalCode('X1234567L')).toBe(true);
    expect(isSpanishPersonalCode('12345678A')).toBe(false);
    expect(isSpanishPersonalCode('1234567Z')).toBe(false);
  });

  it('checks IBAN check digits', () => {
    expect(isValidIban('ES91 2100 0418 4502 0005 1332')).toBe(true);
    expect(isValidIban('ES92 2100 0418 4502 0005 1332')).toBe(false);
  });
});
