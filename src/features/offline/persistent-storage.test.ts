import { describe, it, expect } from 'vitest';
import { once, requestPersistentStorage } from './persistent-storage';

describe('persistent storage is asked for when an application starts (DESIGN.md §9)', () => {
  it('asks when not yet persisted', async () => {
    let asked = 0;
    const outcome = await requestPersistentStorage({ persisted: async () => false, persist: async () => (asked++, true) });
    expect(outcome).toBe('granted');
    expect(asked).toBe(1);
  });

  it('does not ask again when already persisted', async () => {
    let asked = 0;
    const outcome = await requestPersistentStorage({ persisted: async () => true, persist: async () => (asked++, true) });
    expect(outcome).toBe('already');
    expect(asked).toBe(0);
  });

  it('answers denied, unsupported, or failed without throwing', async () => {
    expect(await requestPersistentStorage({ persisted: async () => false, persist: async () => false })).toBe('denied');
    expect(await requestPersistentStorage(undefined)).toBe('unsupported');
    expect(await requestPersistentStorage({})).toBe('unsupported');
    expect(await requestPersistentStorage({ persisted: () => Promise.reject(new Error('x')), persist: async () => true })).toBe('failed');
  });

  it('once() runs its function the first time only', () => {
    let calls = 0;
    const ask = once(() => ++calls);
    expect(ask()).toBe(1);
    expect(ask()).toBeUndefined();
    expect(calls).toBe(1);
  });
});
