import { describe, it, expect } from 'vitest';
import { buildFbc, parseFbc, readCookie } from './fbc';

describe('parseFbc', () => {
  it('SPEC §2: reads fb.{subdomain count}.{timestamp}.{fbclid}', () => {
    expect(parseFbc('fb.1.1700000000000.IwAR2abc')).toEqual({
      value: 'fb.1.1700000000000.IwAR2abc', subdomainIndex: 1, createdAt: 1700000000000, fbclid: 'IwAR2abc',
    });
  });

  it('rejects malformed values', () => {
    for (const bad of ['', 'fb.1.1700000000000', 'fx.1.1700000000000.a', 'fb.a.1700000000000.x', 'fb.1.abc.x', 'fb.1.17.x', 'fb.1.1700000000000.a b']) {
      expect(parseFbc(bad), bad).toBeNull();
    }
    expect(parseFbc(undefined)).toBeNull();
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    const cookies = 'a=1; __fbc=no; _fbc=fb.1.1700000000000.x%2Dy; _fbp=fb.1.1.2';
    expect(readCookie(cookies, '_fbc')).toBe('fb.1.1700000000000.x-y');
    expect(readCookie(cookies, '_missing')).toBeNull();
    expect(readCookie('', '_fbc')).toBeNull();
    expect(readCookie('_fbc=%E0%A4%A', '_fbc')).toBe('%E0%A4%A');
  });
});

describe('buildFbc', () => {
  it('builds the cookie format from an fbclid', () => {
    expect(buildFbc('abc', new Date(1700000000000))).toBe('fb.1.1700000000000.abc');
    expect(parseFbc(buildFbc('abc', new Date(1700000000000)))?.fbclid).toBe('abc');
  });
});
