import { describe, it, expect } from 'vitest';
import { AMOUNT_MAX, AMOUNT_MIN, AMOUNT_STEP, OVERDUE_DEBT_MAX } from '../../src/domain/country/limits';
import { leadFieldErrors, ruleContextFor } from './field-rules';

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

  it('knows the DNI and NIE check letters and the IBAN check digits (the domain\'s rules for Spain)', () => {
    expect(leadFieldErrors({ personalDetails: { personalCode: 'X1234567L' }, incomeDetails: { iban: 'ES91 2100 0418 4502 0005 1332' } }, context)).toEqual({});
    expect(leadFieldErrors({ personalDetails: { personalCode: '12345678A' }, incomeDetails: { iban: 'ES92 2100 0418 4502 0005 1332' } }, context)).toEqual({
      'personalDetails.personalCode': 'invalid',
      'incomeDetails.iban': 'invalid',
    });
  });
});
