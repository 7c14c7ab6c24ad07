import { useEffect, useRef } from 'react';

/**
 * On every screen change the heading takes the focus (issue 9 item 4), so a screen reader announces
 * where the applicant is now, outcomes included. Attach the ref to the screen's h1 (tabIndex -1).
 */
export function useScreenFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
