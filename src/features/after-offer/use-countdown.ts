import { useEffect, useState } from 'react';

/** Seconds left until `until` (epoch ms), ticking once a second while above zero. */
export function useCountdown(secondsAt: (now: number) => number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsAt(now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}
