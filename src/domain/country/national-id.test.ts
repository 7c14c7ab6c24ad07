import { describe, it, expect } from 'vitest';
import { DNI_CHECK_LETTERS, checkLetterFor, isValidDni, isValidNie, validatePersonalCode } from './national-id';

describe('Spanish national ids', () => {
  it("SPEC: the DNI check letter is 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]", () => {
    expect(DNI_CHECK_LETTERS).toBe('TRWAGMYFPDXBNJZSQVHLCKE');
    expect(checkLetterFor('12345678')).toBe('Z');
    expect(checkLetterFor('00000000')).toBe('T');
  });

  it('accepts a DNI with its check letter, typed loosely', () => {
    expect(isValidDni('12345678Z')).toBe(true);
    expect(isValidDni('12.345.678-z')).toBe(true);
    expect(isValidDni('12345678A')).toBe(false);
    expect(isValidDni('1234567Z')).toBe(false);
  });

  it('accepts a NIE: X, Y or Z prefix read as 0, 1, 2', () => {
    expect(isValidNie('X1234567L')).toBe(true);
    expect(isValidNie('Y1234567X')).toBe(true);
    expect(isValidNie('Z1234567R')).toBe(true);
    expect(isValidNie('X1234567A')).toBe(false);
    expect(isValidNie('W1234567L')).toBe(false);
  });

  it('validates the personal code as DNI or NIE', () => {
    expect(validatePersonalCode('12345678Z')).toBeNull();
    expect(validatePersonalCode('X1234567L')).toBeNull();
    expect(validatePersonalCode('12345678A')).toBe('personalCode.invalid');
    expect(validatePersonalCode('')).toBe('required');
  });
});
