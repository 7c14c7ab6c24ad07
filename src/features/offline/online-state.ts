import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack's onlineManager assumes "online" until it hears an offline event, so a page reloaded
 * while offline would send submissions straight into a failing network instead of pausing them.
 * Call once at boot, before the query client restores its paused submissions; the online and
 * offline events keep it right afterwards.
 */
export function syncOnlineManager(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') onlineManager.setOnline(navigator.onLine);
}

export const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
export const isOnline = () => onlineManager.isOnline();
