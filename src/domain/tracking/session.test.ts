import { describe, it, expect } from 'vitest';
import { SESSION_STORAGE_KEYS, clearSession, resolveSession } from './session';

const now = new Date('2025-05-05T10:00:00.000Z');
const STORED_ID = '11111111-1111-4111-8111-111111111111';
const ADDRESS_ID = '22222222-2222-4222-8222-222222222222';
const NEW_ID = '33333333-3333-4333-8333-333333333333';
const newId = () => NEW_ID;
const stored = { sessionId: STORED_ID, sessionStartedAt: '2025-05-05T09:00:00.000Z' };

describe('resolveSession', () => {
  it('SPEC §4: reuses the stored session id', () => {
    expect(resolveSession({ stored, now, newId })).toEqual({
      sessionId: STORED_ID, sessionStartedAt: '2025-05-05T09:00:00.000Z', newSessionFlag: false,
    });
  });

  it('SPEC §4: reuses the stored id when the address carries the same id', () => {
    expect(resolveSession({ stored, addressSessionId: STORED_ID, now, newId }).newSessionFlag).toBe(false);
  });

  it('SPEC §4: starts a new session with the address id when a valid UUID in the address differs', () => {
    expect(resolveSession({ stored, addressSessionId: ADDRESS_ID, now, newId })).toEqual({
      sessionId: ADDRESS_ID, sessionStartedAt: now.toISOString(), newSessionFlag: true,
    });
  });

  it('SPEC §5: ignores an address session id that is not a UUID', () => {
    expect(resolveSession({ stored, addressSessionId: 'abc', now, newId }).sessionId).toBe(STORED_ID);
    expect(resolveSession({ stored: null, addressSessionId: 'abc', now, newId }).sessionId).toBe(NEW_ID);
  });

  it('SPEC §4: a forced reset starts a new random session', () => {
    expect(resolveSession({ stored, forceReset: true, now, newId })).toEqual({
      sessionId: NEW_ID, sessionStartedAt: now.toISOString(), newSessionFlag: true,
    });
  });

  it('SPEC §4: with nothing stored a new session starts now', () => {
    expect(resolveSession({ stored: {}, now, newId })).toEqual({ sessionId: NEW_ID, sessionStartedAt: now.toISOString(), newSessionFlag: true });
  });

  it('keeps a stored id whose start time is unreadable, restarting the clock', () => {
    expect(resolveSession({ stored: { sessionId: STORED_ID, sessionStartedAt: 'x' }, now, newId })).toEqual({
      sessionId: STORED_ID, sessionStartedAt: now.toISOString(), newSessionFlag: false,
    });
  });

  it('reads a revived Date start time', () => {
    const started = new Date('2025-05-05T08:00:00.000Z');
    expect(resolveSession({ stored: { sessionId: STORED_ID, sessionStartedAt: started }, now, newId }).sessionStartedAt).toBe(started.toISOString());
  });
});

describe('clearSession', () => {
  it('SPEC §4: removes the id, start time, new-session flag and accepted-redirect flag', () => {
    expect(clearSession()).toEqual(['sessionId', 'sessionStartedAt', 'newSessionFlag', 'sessionAcceptedRedirected']);
    expect(SESSION_STORAGE_KEYS).toHaveLength(4);
  });
});
