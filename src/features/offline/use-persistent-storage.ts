import { useEffect } from 'react';
import { useRuntime } from '../../shared/runtime/runtime-context';
import { useStores } from '../../shared/application/use-stores';
import { once, requestPersistentStorage } from './persistent-storage';

const askOnce = once(() => requestPersistentStorage(typeof navigator === 'undefined' ? undefined : navigator.storage));

/**
 * Asks for persistent storage when the application starts: at the first answer the applicant
 * gives in this page (Firefox shows a prompt; asking on a bare visit would be out of place).
 * Pointless when nothing can be stored at all.
 */
export function usePersistentStorage(): void {
  const { storage } = useRuntime();
  const { application } = useStores();
  useEffect(() => {
    if (storage.backend === 'memory') return undefined;
    const stop = application.subscribe(() => {
      stop();
      void askOnce();
    });
    return stop;
  }, [application, storage]);
}
