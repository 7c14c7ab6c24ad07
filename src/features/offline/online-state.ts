import { onlineManager } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { joinUrl } from '../../api/url';
import { LIVENESS_PATH } from '../../api/contract/constants';
import type { Connection } from './offline-notice';
import { createReachability, type Reachability } from './reachability';

let current: { reachability: Reachability; stop: () => void } | undefined;

/** What the browser says: navigator.onLine at start, then its online and offline events (as TanStack's own listener reads them). */
let browserSaysOnline = typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean' || navigator.onLine;
const browserOnline = () => browserSaysOnline;

/**
 * TanStack's onlineManager pauses and resumes the submission queue and the offline notice follows
 * it; it says online only while the browser says so and the server answers (a request hung past a
 * few seconds and an unanswered probe say it does not). Its default assumes "online" until it hears
 * an offline event, so a page reloaded while offline would send submissions into a failing network:
 * call once at boot, before the query client restores its paused submissions. A second call (the
 * app started again in the same page) replaces the first.
 */
export function followConnection({ api, apiBase }: { api: ApiClient; apiBase: string }): () => void {
  current?.stop();
  const reachability = createReachability({
    probe: async (signal) => {
      await fetch(joinUrl(apiBase, LIVENESS_PATH), { method: 'GET', cache: 'no-store', signal });
      return true;
    },
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
  const unobserve = api.observe({ started: () => reachability.track() });
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') browserSaysOnline = navigator.onLine;
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(browserOnline() && reachability.isReachable());
    const heard = (event: Event) => {
      browserSaysOnline = event.type === 'online';
      update();
    };
    const stopReachability = reachability.subscribe(update);
    if (typeof window !== 'undefined') {
      window.addEventListener('online', heard);
      window.addEventListener('offline', heard);
    }
    update();
    return () => {
      stopReachability();
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', heard);
        window.removeEventListener('offline', heard);
      }
    };
  });
  const mine = {
    reachability,
    stop() {
      unobserve();
      reachability.stop();
      if (current === mine) current = undefined;
    },
  };
  current = mine;
  return mine.stop;
}

export const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
export const isOnline = () => onlineManager.isOnline();

/**
 * Changes when the online flag does, and when the cause of being offline does: the server's answering
 * moves the flag while the browser is online, and the browser's events say when it is.
 */
export function subscribeConnection(listener: () => void): () => void {
  const stopOnline = onlineManager.subscribe(listener);
  if (typeof window !== 'undefined') {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
  }
  return () => {
    stopOnline();
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    }
  };
}

export function connection(): Connection {
  if (onlineManager.isOnline()) return 'online';
  return browserOnline() && current?.reachability.isReachable() === false ? 'not-answering' : 'offline';
}
