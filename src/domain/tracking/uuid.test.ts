import { describe, it, expect } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('SPEC §5: accepts UUIDs only', () => {
    expect(isUuid('3f2c1a9e-8b7d-4c6e-9f01-23456789abcd')).toBe(true);
    expect(isUuid('3F2C1A9E-8B7D-4C6E-9F01-23456789ABCD')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid('3f2c1a9e8b7d4c6e9f0123456789abcd')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
