import { describe, it, expect } from 'vitest';
import { eventId, hashContact, normaliseEmail, normalisePhone, sha256Hex } from './hashing';

describe('sha256Hex', () => {
  it('hashes with SHA-256 as lowercase hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('per-platform normalisers', () => {
  it('SPEC §5: e-mail is trimmed and lowercased for every platform', () => {
    expect(normaliseEmail('  Ana.Ruiz@Example.ES ', 'meta')).toBe('ana.ruiz@example.es');
    expect(normaliseEmail('  Ana.Ruiz@Example.ES ', 'spec')).toBe('ana.ruiz@example.es');
  });

  it('Google also drops dots from Gmail local parts', () => {
    expect(normaliseEmail('Ana.Ruiz@Gmail.com', 'google')).toBe('anaruiz@gmail.com');
    expect(normaliseEmail('Ana.Ruiz@example.es', 'google')).toBe('ana.ruiz@example.es');
  });

  it("Meta: the phone as digits with country code, without '+'", () => {
    expect(normalisePhone('612 34 56 78', 'ES', 'meta')).toBe('34612345678');
  });

  it("SPEC §4 / Google: the phone in E.164 with '+'", () => {
    expect(normalisePhone('612 34 56 78', 'ES', 'google')).toBe('+34612345678');
    expect(normalisePhone('612 34 56 78', 'ES', 'spec')).toBe('+34612345678');
  });

  it("SPEC §5: an invalid phone gives ''", () => {
    expect(normalisePhone('12', 'ES', 'meta')).toBe('');
  });
});

describe('hashContact', () => {
  it('SPEC §4: hashes e-mail, E.164 phone and session id', async () => {
    const hashed = await hashContact({ email: ' A@B.ES ', phoneNumber: '612345678', sessionId: 's-1' }, 'ES', 'spec');
    expect(hashed).toEqual({
      email: await sha256Hex('a@b.es'),
      phone: await sha256Hex('+34612345678'),
      externalId: await sha256Hex('s-1'),
    });
  });

  it('leaves out what is missing or invalid', async () => {
    expect(await hashContact({ phoneNumber: 'x' }, 'ES', 'meta')).toEqual({});
  });
});

describe('eventId', () => {
  it('SPEC §4: is the hash of the timestamp plus the uuid', async () => {
    const uuid = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';
    expect(await eventId(1700000000000, uuid)).toBe(await sha256Hex(`1700000000000${uuid}`));
    expect(await eventId(1700000000000, uuid)).toMatch(/^[0-9a-f]{64}$/);
  });
});
