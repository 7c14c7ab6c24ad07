import { useEffect } from 'react';
import { useRuntime } from '../../core/runtime/runtime-context';
import { once, requestPersistentStorage } from './persistent-storage';

const askOnce = once(() => requestPersistentStorage(typeof navigator === 'undefined' ? undefined : navigator.storage));

/**
 * Asks for persistent storage at the applicant's first Continue in this page: an explicit act of
 * theirs, in whose click a browser that asks the person (Firefox shows a permission prompt; Chrome
 * and Safari decide alone) may ask. Asked at the first keystroke, the prompt stood over a form being
 * typed in; on a bare visit it would be out of place. Which browsers prompt cannot be detected (the
 * Permissions API answers "prompt" in Chrome too), so every browser is asked at that moment.
 * Pointless when nothing can be stored at all.
 */
export function usePersistentStorage(): void {
  const { storage } = useRuntime();
  useEffect(() => {
    if (storage.backend === 'memory') return undefined;
    const onSubmit = () => {
      document.removeEventListener('submit', onSubmit, true);
      void askOnce();
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, [storage]);
}
