import { describe, it, expect } from 'vitest';
import { formatSentTime, offlineNotice, SENT_NOTICE_MS } from './offline-notice';

const idle = { waiting: 0, sending: false, sentAt: null };

describe('the offline status line (DESIGN.md §5)', () => {
  it('offline: says so, with the number of waiting submissions', () => {
    expect(offlineNotice({ connection: 'offline', status: { ...idle, waiting: 1, sending: true }, now: 0 })).toEqual({ kind: 'offline', waiting: 1, notAnswering: false });
    expect(offlineNotice({ connection: 'offline', status: idle, now: 0 })).toEqual({ kind: 'offline', waiting: 0, notAnswering: false });
  });

  it('online by the browser but the server not answering: offline, and says the connection is not answering', () => {
    expect(offlineNotice({ connection: 'not-answering', status: { ...idle, waiting: 1 }, now: 0 })).toEqual({ kind: 'offline', waiting: 1, notAnswering: true });
  });

  it('back online with held submissions not answered yet: sending', () => {
    expect(offlineNotice({ connection: 'online', status: { ...idle, sending: true }, now: 0 })).toEqual({ kind: 'sending' });
  });

  it(`back online and answered: when it was sent, for SENT_NOTICE_MS`, () => {
    const status = { ...idle, sentAt: 1000 };
    expect(offlineNotice({ connection: 'online', status, now: 1000 + SENT_NOTICE_MS - 1 })).toEqual({ kind: 'sent', sentAt: 1000 });
    expect(offlineNotice({ connection: 'online', status, now: 1000 + SENT_NOTICE_MS })).toEqual({ kind: 'none' });
  });

  it('online with nothing held: nothing to say', () => {
    expect(offlineNotice({ connection: 'online', status: idle, now: 0 })).toEqual({ kind: 'none' });
  });

  it('the time reads as a Spanish clock ("Enviado a las 14:32")', () => {
    const at = new Date(2025, 4, 6, 14, 32).getTime();
    expect(formatSentTime(at, 'es-ES')).toBe('14:32');
    expect(formatSentTime(new Date(2025, 4, 6, 9, 5).getTime(), 'es-ES')).toBe('9:05');
  });
});
