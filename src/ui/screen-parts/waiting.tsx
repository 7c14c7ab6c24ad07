import type { ReactNode } from 'react';
import './outcome.css';

/**
 * A spinner with words, announced politely. `neutral` is SPEC §2's uncoloured spinner of 'continue'
 * paths; the classes are the layout's, so it looks the same as the page-load spinner.
 */
export function Waiting({ children, neutral = false }: { children: ReactNode; neutral?: boolean }) {
  return (
    <div className="waiting" role="status">
      <div className={neutral ? 'spinner spinner--neutral' : 'spinner'} aria-hidden="true">
        <span className="spinner__wheel" />
      </div>
      <p>{children}</p>
    </div>
  );
}
