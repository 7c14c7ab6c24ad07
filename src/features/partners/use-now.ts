import { useEffect, useState } from 'react';

/** The time, again every `everyMs`: an offer on screen turns expired while the applicant looks at it. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
