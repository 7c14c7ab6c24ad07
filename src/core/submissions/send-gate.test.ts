import { describe, it, expect } from 'vitest';
import { createSendGate } from './send-gate';

describe('createSendGate (one idempotency key is never in flight twice)', () => {
  it('makes a second send of a key in flight wait for the first answer', async () => {
    const gate = createSendGate();
    let sends = 0;
    let release: (value: string) => void = () => undefined;
    const first = gate.run('k', () => {
      sends += 1;
      return new Promise<string>((resolve) => (release = resolve));
    });
    const second = gate.run('k', async () => {
      sends += 1;
      return 'second';
    });
    expect(gate.isInFlight('k')).toBe(true);
    release('answer');
    await expect(first).resolves.toBe('answer');
    await expect(second).resolves.toBe('answer');
    expect(sends).toBe(1);
  });

  it('answers a key already answered without sending again', async () => {
    const gate = createSendGate();
    await gate.run('k', async () => 'first');
    await expect(gate.run('k', async () => 'again')).resolves.toBe('first');
  });

  it('lets a failed key be sent again', async () => {
    const gate = createSendGate();
    await expect(gate.run('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(gate.isInFlight('k')).toBe(false);
    await expect(gate.run('k', async () => 'ok')).resolves.toBe('ok');
  });
});
