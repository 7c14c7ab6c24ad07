import { lazy, useEffect, useState } from 'react';
import { retryingImport } from '../../core/runtime/retrying-import';
import { OptionalPart } from './optional-part';

// react-toastify is not needed for the first paint (DESIGN.md §7): it loads once the page is idle.
const Toasts = lazy(retryingImport(() => import('./toasts')));

export function LazyToasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), 1);
    return () => window.clearTimeout(id);
  }, []);
  return ready ? (
    <OptionalPart>
      <Toasts />
    </OptionalPart>
  ) : null;
}
