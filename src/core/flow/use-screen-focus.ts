import { useEffect, useRef } from 'react';

/**
 * On every screen change the heading takes the focus, so a screen reader announces
 * where the applicant is now, outcomes included. Attach the ref to the screen's h1 (tabIndex -1).
 */
export function useScreenFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => takeArrivalFocus(ref.current), []);
  return ref;
}

/**
 * Focuses a screen's heading on arrival, unless the applicant is already in one of its fields: the
 * first step drawn before the app started hands its focused field over, a box just ticked
 * as much as a text being typed (Firefox and Safari focus a checkbox that is clicked).
 * In the next frame: focusing lays the page out at once, which the frame does anyway, so the step
 * change's task is that much shorter (DESIGN.md §7).
 */
export function takeArrivalFocus(heading: HTMLElement | null) {
  requestAnimationFrame(() => {
    if (document.activeElement?.matches('input, textarea, select')) return;
    heading?.focus({ preventScroll: true });
  });
}
