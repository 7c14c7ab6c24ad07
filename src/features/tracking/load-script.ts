import { TRACKING_LOG } from '../../domain/tracking/funnel-events';
import type { Logger } from '../../domain/logger';

const loaded = new Map<string, Promise<boolean>>();

/**
 * Adds a vendor's script once, async, after the page is up. A failure (a blocker, offline, a 404)
 * never blocks the funnel: it is logged with the SPEC §8 warning and the vendor's queued calls stay unsent.
 */
export function loadScript(src: string, vendor: string, logger: Logger): Promise<boolean> {
  const known = loaded.get(src);
  if (known) return known;
  const promise = new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.onload = () => resolve(true);
    script.onerror = () => {
      loaded.delete(src);
      logger.warn(TRACKING_LOG.pixelEventFailed, { vendor, reason: 'script did not load' });
      resolve(false);
    };
    document.head.appendChild(script);
  });
  loaded.set(src, promise);
  return promise;
}
