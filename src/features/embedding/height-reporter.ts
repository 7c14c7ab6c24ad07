import { FRAME_HEIGHT_DEBOUNCE_MS, FRAME_HEIGHT_THRESHOLD_PX } from '../../domain/constants';
import { heightMessage, isFrameEcho, shouldReportHeight, type HeightMessage } from '../../domain/embedding/embedding';

export type HeightReporterOptions = {
  /** The content height now, in CSS pixels. */
  measure: () => number;
  /** Sends to the one allowed parent origin (the caller binds it; never '*'). */
  post: (message: HeightMessage) => void;
  debounceMs?: number;
  thresholdPx?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export type HeightReporter = {
  /** A size change was observed: report once things have been still for the debounce time. */
  changed(): void;
  /** The parent asked: send the current height now, even if it did not change. */
  reportNow(): void;
  stop(): void;
};

/**
 * SPEC §1: report the content height when it changed by more than 10 px, debounced 100 ms. The
 * comparison is with the last height sent, so small changes that add up are reported too. Growth
 * that only echoes the frame's own growth (content sized by the viewport) stops being reported
 * after a few reports, whatever the content's CSS (isFrameEcho).
 */
export function createHeightReporter(options: HeightReporterOptions): HeightReporter {
  const debounceMs = options.debounceMs ?? FRAME_HEIGHT_DEBOUNCE_MS;
  const thresholdPx = options.thresholdPx ?? FRAME_HEIGHT_THRESHOLD_PX;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let lastReported: number | null = null;
  /** Growths reported back to back; any other report starts the list again. */
  let growths: number[] = [];
  let timer: unknown = null;
  let stopped = false;

  function send(height: number) {
    const message = heightMessage(height);
    const growth = lastReported === null ? 0 : message.height - lastReported;
    growths = growth > 0 ? [...growths, growth] : [];
    lastReported = message.height;
    options.post(message);
  }

  function settle() {
    timer = null;
    const height = options.measure();
    if (!shouldReportHeight(lastReported, height, thresholdPx)) return;
    if (lastReported !== null && isFrameEcho(growths, Math.ceil(height) - lastReported)) return;
    send(height);
  }

  return {
    changed() {
      if (stopped) return;
      if (timer !== null) clearTimer(timer);
      timer = setTimer(settle, debounceMs);
    },
    reportNow() {
      if (stopped) return;
      const height = options.measure();
      if (height > 0) send(height);
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
