import { BASE_PATH } from '../domain/constants';

/**
 * Remembers that this browser's answers went to web storage because IndexedDB failed, so that a
 * later load whose IndexedDB works moves them back instead of starting from what IndexedDB held
 * before: one place holds the application, whichever store served the last load. A cookie, not a web
 * storage key: reading web storage on every start loads it synchronously, for a case that is rare.
 */
export type FallbackMarker = { isSet(): boolean; set(): void; clear(): void };

export const FALLBACK_COOKIE = 'application_answers_in_webstorage';
/** As long as an application can be resumed at all (the in-progress flag's lifetime). */
const FALLBACK_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The marker in document.cookie; where there is no document (a worker, a test in Node) nothing is remembered. */
export function cookieFallbackMarker(doc: Pick<Document, 'cookie'> | undefined = globalThis.document): FallbackMarker {
  const write = (value: string, maxAge: number) => {
    try {
      if (doc) doc.cookie = `${FALLBACK_COOKIE}=${value}; Max-Age=${maxAge}; Path=${BASE_PATH}; SameSite=Lax`;
    } catch {
      // Cookies refused (a sandboxed frame): nothing to remember, the next load probes again.
    }
  };
  return {
    isSet() {
      try {
        return (doc?.cookie ?? '').split(';').some((part) => part.trim() === `${FALLBACK_COOKIE}=1`);
      } catch {
        return false;
      }
    },
    set: () => write('1', FALLBACK_COOKIE_MAX_AGE_S),
    clear: () => write('', 0),
  };
}
