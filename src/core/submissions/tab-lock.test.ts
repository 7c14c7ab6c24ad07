import { afterEach, describe, expect, it, vi } from 'vitest';

/** Each test gets a fresh module: a refused lock is remembered for the page's life. */
async function freshTabLock(locks: unknown) {
  vi.resetModules();
  vi.stubGlobal('navigator', { locks });
  return import('./tab-lock');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const denied = () => Promise.reject(new DOMException('The request was denied.', 'SecurityError'));

describe('withTabLock (DESIGN.md §10: a frame whose storage the browser blocks)', () => {
  it('runs the operation inside the lock when the browser grants it', async () => {
    const held: string[] = [];
    const { withTabLock } = await freshTabLock({ request: (name: string, callback: () => Promise<unknown>) => (held.push(name), callback()) });
    expect(await withTabLock('submissions', async () => 'sent')).toBe('sent');
    expect(held).toEqual(['submissions']);
  });

  it('runs the operation once, without the lock, when the browser denies every lock request', async () => {
    const request = vi.fn(denied);
    const { withTabLock } = await freshTabLock({ request });
    const operation = vi.fn(async () => 'sent');
    expect(await withTabLock('submissions', operation)).toBe('sent');
    expect(await withTabLock('submissions', operation)).toBe('sent');
    expect(operation).toHaveBeenCalledTimes(2);
    // Refused once is refused for the page: the second call does not ask again.
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("the operation's own failure inside a granted lock is the caller's, and it is not run again", async () => {
    const { withTabLock } = await freshTabLock({ request: (_name: string, callback: () => Promise<unknown>) => callback() });
    const operation = vi.fn(async () => {
      throw new Error('503');
    });
    await expect(withTabLock('submissions', operation)).rejects.toThrow('503');
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('runs the operation at once where there is no Web Locks API', async () => {
    const { withTabLock } = await freshTabLock(undefined);
    expect(await withTabLock('submissions', async () => 'sent')).toBe('sent');
  });
});
