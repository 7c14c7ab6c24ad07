import { toEpochMs } from '../time';
import { isUuid } from './uuid';

/** What the session rule reads from storage (keys sessionId and sessionStartedAt, SPEC §3). */
export type StoredSession = { sessionId?: string | null; sessionStartedAt?: unknown };

export type Session = {
  sessionId: string;
  /** ISO string, so it survives storage the same way the server sends times. */
  sessionStartedAt: string;
  /** SPEC §4: set when a session was created; the app clears it once it has acted on it. */
  newSessionFlag: boolean;
};

export type ResolveSessionInput = {
  stored: StoredSession | null | undefined;
  /** The sessionId landing parameter, as it came. */
  addressSessionId?: string | null;
  /** A reset is forced by a new or expired affiliate reference (SPEC §4). */
  forceReset?: boolean;
  now: Date;
  newId: () => string;
};

/**
 * SPEC §4: the stored session is reused unless a valid UUID in the address differs from it or a
 * reset is forced. Otherwise a new session starts now, with the address id when it is a valid
 * UUID (so that a partner can hand over its session) and a random one otherwise.
 */
export function resolveSession(input: ResolveSessionInput): Session {
  const { stored, forceReset = false, now, newId } = input;
  const addressId = isUuid(input.addressSessionId) ? input.addressSessionId : null;
  const storedId = stored?.sessionId ? stored.sessionId : null;
  const addressDiffers = addressId !== null && addressId !== storedId;

  if (storedId && !forceReset && !addressDiffers) {
    // A stored id without a readable start time keeps its id; the clock restarts now.
    const startedAt = toEpochMs(stored?.sessionStartedAt) ?? now.getTime();
    return { sessionId: storedId, sessionStartedAt: new Date(startedAt).toISOString(), newSessionFlag: false };
  }
  return { sessionId: addressId ?? newId(), sessionStartedAt: now.toISOString(), newSessionFlag: true };
}

/** SPEC §4: clearing a session removes these stored keys (SPEC §3 names). */
export const SESSION_STORAGE_KEYS = ['sessionId', 'sessionStartedAt', 'newSessionFlag', 'sessionAcceptedRedirected'] as const;
export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[number];

/** The keys to remove for a session clear; the storage layer does the removing. */
export function clearSession(): readonly SessionStorageKey[] {
  return SESSION_STORAGE_KEYS;
}
