import { useScreenFocus } from './use-screen-focus';
import { useScreenTitle } from './use-screen-title';

/**
 * A screen's h1: it names the tab (with "Error:" while the error summary shows) and takes the focus
 * when the screen opens, so a screen reader announces every screen change, outcomes included.
 */
export function ScreenHeading({ id, children, hasErrors = false, className = 'step__title' }: { id: string; children: string; hasErrors?: boolean; className?: string }) {
  useScreenTitle(children, hasErrors);
  const ref = useScreenFocus();
  return (
    <h1 id={id} className={className} tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}
