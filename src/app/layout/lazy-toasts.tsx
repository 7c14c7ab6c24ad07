import { lazy, Suspense, useEffect, useState } from 'react';

// react-toastify is not needed for the first paint (DESIGN.md §7): it loads once the page is idle.
const Toasts = lazy(() => import('./toasts'));

export function LazyToasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), 1);
    return () => window.clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
