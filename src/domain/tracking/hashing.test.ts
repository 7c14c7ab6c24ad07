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

describe('advanced matching per platform, against known SHA-256 values', () => {
  const contact = { email: '  Ana.Garcia@Gmail.com ', phoneNumber: '612 34 56 78', sessionId: 'b2f6c1d0-0000-4000-8000-000000000001' };
  const sessionHash = '7ab426dc39b27584f3e53a7fa1d4c751b0af773a5925be435c0d56984956a170';

  it("Meta: e-mail trimmed and lowercased, phone digits without '+'", async () => {
    expect(await hashContact(contact, 'ES', 'meta')).toEqual({
      email: '184c727d1aa5ba0e19603fa16f139d5aa56529c303bf39646f0ac25d8f1e8d6d',
      phone: '11f976ff0fae9007051c1c0be7821b65f86e69e36f63542ae8c72dbf3b9cd9dc',
      externalId: sessionHash,
    });
  });

  it("Google: Gmail dots dropped, phone in E.164 with '+'", async () => {
    expect(await hashContact(contact, 'ES', 'google')).toEqual({
      email: '03328c94ef3b62c210edd7f731893f0bddd9d1ff9f3111f7af1a4e57dab215f2',
      phone: '1e41ef79cb1baa05fa88e837a70de6f6ae248454bc8dae474312c0baebe8c7a5',
      externalId: sessionHash,
    });
  });

  it("TikTok: e-mail trimmed and lowercased, phone in E.164 with '+'", async () => {
    expect(await hashContact(contact, 'ES', 'tiktok')).toEqual({
      email: '184c727d1aa5ba0e19603fa16f139d5aa56529c303bf39646f0ac25d8f1e8d6d',
      phone: '1e41ef79cb1baa05fa88e837a70de6f6ae248454bc8dae474312c0baebe8c7a5',
      externalId: sessionHash,
    });
  });

  it('the event id of a known timestamp and uuid', async () => {
    expect(await eventId(1700000000000, 'uuid-1')).toBe('4e54446b31c7dfd6e1f2ac909719f2ddb3b7c80e8533bc1a0e9275eacc67f2e8');
  });
});
