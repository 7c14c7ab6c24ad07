import { useEffect, useState } from 'react';

/**
 * After this long a wait says in words what is happening and that nothing is lost: a spinner, a busy
 * Continue, a write on its way. Shorter than this, words would flash by on a good connection.
 */
export const SLOW_WAIT_MS = 5000;

/** True once `active` has held for SLOW_WAIT_MS without a break; false again as soon as it stops. */
export function useSlowWait(active = true): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSlow(true), SLOW_WAIT_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [active]);
  return active && slow;
}
