import { describe, it, expect } from 'vitest';
import {
  AFFILIATE_EXPIRY_HOURS_DEFAULT,
  AFFILIATE_LOG,
  applyAffiliateDecision,
  isAffiliateExpired,
  resolveAffiliateReference,
} from './affiliate-reference';
import { createMemoryLogger } from '../logger';
import { HOUR_MS } from '../time';

const now = new Date('2025-07-01T00:00:00.000Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * HOUR_MS).toISOString();
const ref = (setAt: string, attribute = 'aff', subId = 'sub', transactionId = 'tx') => ({ attribute, subId, transactionId, setAt });
const settings = { expiryHours: AFFILIATE_EXPIRY_HOURS_DEFAULT, staticName: 'static-partner' };
const address = { refName: 'aff', refSubId: 'sub', refTransactionId: 'tx' };

describe('affiliate expiry', () => {
  const logger = createMemoryLogger();
  it('SPEC §9: the default expiry is 480 hours', () => {
    expect(AFFILIATE_EXPIRY_HOURS_DEFAULT).toBe(480);
  });
  it('SPEC §4: a reference of 479 h is not expired', () => {
    expect(isAffiliateExpired(ref(hoursAgo(AFFILIATE_EXPIRY_HOURS_DEFAULT - 1)), now, settings, logger)).toBe(false);
  });
  it('SPEC §4: a reference of 481 h is expired', () => {
    expect(isAffiliateExpired(ref(hoursAgo(AFFILIATE_EXPIRY_HOURS_DEFAULT + 1)), now, settings, logger)).toBe(true);
  });
  it('SPEC §4: a reference whose attribute is the static name never expires', () => {
    expect(isAffiliateExpired(ref(hoursAgo(100_000), 'static-partner'), now, settings, logger)).toBe(false);
  });
  it("SPEC §5: an expiry that is not a positive number means not expired, logged as 'Invalid expiry configuration'", () => {
    const log = createMemoryLogger();
    for (const expiryHours of [0, -5, Number.NaN]) {
      expect(isAffiliateExpired(ref(hoursAgo(10_000)), now, { expiryHours }, log)).toBe(false);
    }
    expect(log.lines.map((l) => l.message)).toEqual(Array(3).fill(AFFILIATE_LOG.invalidExpiry));
  });
});

describe('resolveAffiliateReference', () => {
  it('SPEC §4: a reference in the address that differs replaces the stored one and resets session and data', () => {
    for (const changed of [{ refName: 'other' }, { refSubId: 'sub2' }, { refTransactionId: 'tx2' }]) {
      const decision = resolveAffiliateReference({ stored: ref(hoursAgo(1)), address: { ...address, ...changed }, now, settings, logger: createMemoryLogger() });
      expect(decision).toMatchObject({ outcome: 'new', resetSession: true, resetApplicationData: true });
      expect(decision.reference?.setAt).toBe(now.toISOString());
    }
  });

  it('SPEC §4: the same reference keeps the stored one and its setAt', () => {
    const stored = ref(hoursAgo(5));
    expect(resolveAffiliateReference({ stored, address, now, settings, logger: createMemoryLogger() })).toEqual({
      outcome: 'kept', reference: stored, resetSession: false, resetApplicationData: false,
    });
  });

  it('a reload of the cleaned address is the same reference: the stored one, as sent, is kept (no new session)', () => {
    // The landing sent an e-mail as the sub id; the address bar shows it replaced (landing-params.ts).
    const stored = ref(hoursAgo(1), 'affnet', 'ana@example.com', '1234567890123');
    const reloaded = { refName: 'affnet', refSubId: '[email removed]', refTransactionId: '1234567890123' };
    expect(resolveAffiliateReference({ stored, address: reloaded, now, settings, logger: createMemoryLogger() })).toEqual({
      outcome: 'kept', reference: stored, resetSession: false, resetApplicationData: false,
    });
  });

  it('SPEC §4: an expired stored reference is removed and the data reset', () => {
    const decision = resolveAffiliateReference({ stored: ref(hoursAgo(481)), address: {}, now, settings, logger: createMemoryLogger() });
    expect(decision).toEqual({ outcome: 'expired', reference: null, resetSession: false, resetApplicationData: true });
  });

  it('treats the same reference arriving again after expiry as a new click', () => {
    const decision = resolveAffiliateReference({ stored: ref(hoursAgo(481)), address, now, settings, logger: createMemoryLogger() });
    expect(decision.outcome).toBe('new');
  });

  it("SPEC §8: logs 'URL data undefined' and uses an empty reference", () => {
    const logger = createMemoryLogger();
    const decision = resolveAffiliateReference({ stored: null, address: undefined, now, settings, logger });
    expect(decision.outcome).toBe('none');
    expect(logger.lines.map((l) => l.message)).toEqual([AFFILIATE_LOG.urlDataUndefined]);
  });

  it("SPEC §8: logs 'No valid affiliate parameters' when the address has no reference", () => {
    const logger = createMemoryLogger();
    resolveAffiliateReference({ stored: null, address: { refSubId: 'x' }, now, settings, logger });
    expect(logger.lines.map((l) => l.message)).toEqual([AFFILIATE_LOG.noValidParameters]);
  });

  it("SPEC §5/§8: an invalid setAt becomes now, logged as 'Invalid setAt'", () => {
    const logger = createMemoryLogger();
    const decision = resolveAffiliateReference({ stored: ref('not a date'), address: {}, now, settings, logger });
    expect(decision).toMatchObject({ outcome: 'kept', reference: { setAt: now.toISOString() } });
    expect(logger.lines.map((l) => l.message)).toContain(AFFILIATE_LOG.invalidSetAt);
  });

  it('ignores a malformed stored value', () => {
    expect(resolveAffiliateReference({ stored: 'junk', address: {}, now, settings, logger: createMemoryLogger() }).outcome).toBe('none');
  });
});

describe('applyAffiliateDecision', () => {
  it('runs the resets and saves the reference', async () => {
    const calls: string[] = [];
    const effects = {
      saveReference: async (r: unknown) => calls.push(`save:${r === null ? 'null' : 'ref'}`),
      resetSession: async () => calls.push('session'),
      resetApplicationData: async () => calls.push('data'),
    };
    const decision = resolveAffiliateReference({ stored: null, address, now, settings, logger: createMemoryLogger() });
    expect(await applyAffiliateDecision(decision, effects, createMemoryLogger())).toBe(true);
    expect(calls).toEqual(['data', 'session', 'save:ref']);
  });

  it("SPEC §8: logs 'Storage handling error by affiliate status' and does not throw", async () => {
    const logger = createMemoryLogger();
    const failing = { saveReference: async () => { throw new Error('quota'); }, resetSession: async () => 0, resetApplicationData: async () => 0 };
    const decision = { outcome: 'expired' as const, reference: null, resetSession: false, resetApplicationData: true };
    expect(await applyAffiliateDecision(decision, failing, logger)).toBe(false);
    expect(logger.lines[0]).toMatchObject({ level: 'error', message: AFFILIATE_LOG.storageError });
  });
});
