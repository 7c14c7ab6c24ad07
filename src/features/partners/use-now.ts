import { useCallback, useEffect, useState } from 'react';

/** setTimeout holds at most 2^31 - 1 ms (about 24.8 days); a later change is reached in hops. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The time, read again at the moment the screen next changes by itself (`nextChange`, epoch ms, or
 * null when nothing will): an offer opened 25 s before its expiry turns expired on screen at its
 * expiry, not at the next tick of a clock. A timer that fires early (a clamped or
 * throttled one) just sets the next. `refresh` reads the time now (a press that may come after the
 * expiry, in a tab whose timers were held back).
 */
export function useNowAt(nextChange: (now: number) => number | null): { now: number; refresh: () => number } {
  const [now, setNow] = useState(() => Date.now());
  const at = nextChange(now);
  useEffect(() => {
    if (at === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, at - Date.now()), LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [at, now]);
  const refresh = useCallback(() => {
    const current = Date.now();
    setNow(current);
    return current;
  }, []);
  return { now, refresh };
}
