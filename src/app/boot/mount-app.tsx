import { startTransition, useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { BOOT_NOTICE_ELEMENT_ID } from '../../config/boot-texts';
import { findPrerenderedPage, type PrerenderedPage } from './prerendered-handover';

/** Where boot draws every screen it shows: the app, or a screen saying why it cannot start. */
export type AppMount = {
  /**
   * The app takes the drawn first step over; a screen saying why it cannot start (`takesOver: false`)
   * only hides it, so what was typed there is still carried when a retry renders the app.
   */
  render(screen: ReactNode, options?: { takesOver?: boolean }): void;
  /** Whether the page came with its first step drawn: then it may wait longer for the first step's data. */
  prerendered: boolean;
};

/**
 * Takes the drawn page over once the first commit's effects have run (the app is hidden until then),
 * so every field listens to its store, in a task of its own: there each carried answer can render
 * before the next one is given (flushSync).
 */
function HandOver({ page, into, children }: { page: PrerenderedPage; into: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    const handOver = setTimeout(() => page.handOver(into, (events) => flushSync(events)), 0);
    return () => clearTimeout(handOver);
  }, [page, into]);
  return children;
}

export function mountApp(container: HTMLElement): AppMount {
  // Created with the first screen, not when the app's modules have run: React's root listens to every
  // event it handles, milliseconds of the task that starts the app on a phone.
  let root: Root | undefined;
  const page = findPrerenderedPage(document);
  return {
    prerendered: page !== null,
    render(screen, { takesOver = true } = {}) {
      // The app speaks for itself from now on: the "still loading" notice of src/entry.ts goes.
      document.getElementById(BOOT_NOTICE_ELEMENT_ID)?.remove();
      const into = (root ??= createRoot(container));
      if (page && !takesOver) page.hide();
      // A transition: React renders in slices that leave the main thread to the applicant
      // (DESIGN.md §7, no long task); only the commit is one piece.
      startTransition(() => into.render(page && takesOver ? <HandOver page={page} into={container}>{screen}</HandOver> : screen));
    },
  };
}
