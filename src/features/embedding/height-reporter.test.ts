import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { FRAME_ECHO_REPORTS, FRAME_HEIGHT_DEBOUNCE_MS, FRAME_HEIGHT_THRESHOLD_PX } from '../../domain/constants';
import { HEIGHT_MESSAGE_TYPE, type HeightMessage } from '../../domain/embedding/embedding';
import { createHeightReporter } from './height-reporter';

function setup(initialHeight: number) {
  let height = initialHeight;
  const sent: HeightMessage[] = [];
  const reporter = createHeightReporter({ measure: () => height, post: (message) => sent.push(message) });
  return {
    reporter,
    sent,
    resize(next: number) {
      height = next;
      reporter.changed();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe(`height reporter: SPEC §1, changes over ${FRAME_HEIGHT_THRESHOLD_PX} px, debounced ${FRAME_HEIGHT_DEBOUNCE_MS} ms`, () => {
  it('reports the first height FRAME_HEIGHT_DEBOUNCE_MS after the first change, not before', () => {
    const { sent, resize } = setup(0);
    resize(600);
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ type: HEIGHT_MESSAGE_TYPE, height: 600 }]);
  });

  it('a burst of changes is one report of the last height', () => {
    const { sent, resize } = setup(0);
    for (const height of [100, 300, 500, 620]) {
      resize(height);
      vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS / 2);
    }
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS);
    expect(sent.map((message) => message.height)).toEqual([620]);
  });

  it(`a change of FRAME_HEIGHT_THRESHOLD_PX or less is not reported; one of more is`, () => {
    const { sent, resize } = setup(0);
    resize(600);
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS);
    resize(600 + FRAME_HEIGHT_THRESHOLD_PX);
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS);
    expect(sent).toHaveLength(1);
    resize(600 + FRAME_HEIGHT_THRESHOLD_PX + 1);
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS);
    expect(sent.map((message) => message.height)).toEqual([600, 600 + FRAME_HEIGHT_THRESHOLD_PX + 1]);
  });

  it('small changes that add up past the threshold are reported (compared with the last report)', () => {
    const { sent, resize } = setup(0);
    resize(600);
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS);
    resize(606);
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS);
    resize(612);
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS);
    expect(sent.map((message) => message.height)).toEqual([600, 612]);
  });

  it('nothing is reported while nothing is rendered (zero height)', () => {
    const { sent, resize } = setup(0);
    resize(0);
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS * 2);
    expect(sent).toEqual([]);
  });

  it('reportNow sends the current height at once, even unchanged', () => {
    const { reporter, sent, resize } = setup(0);
    resize(600);
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS);
    reporter.reportNow();
    expect(sent.map((message) => message.height)).toEqual([600, 600]);
  });

  it('after stop nothing more is sent', () => {
    const { reporter, sent, resize } = setup(0);
    resize(600);
    reporter.stop();
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS * 2);
    reporter.reportNow();
    expect(sent).toEqual([]);
  });
});

describe(`height reporter: growth that echoes the frame's own (min-height: 100vh) stops after ${FRAME_ECHO_REPORTS} reports`, () => {
  /** A frame that takes every height it is sent, around content as tall as the frame plus its padding. */
  function viewportSizedContent(padding: number) {
    let frame = 600;
    const sent: HeightMessage[] = [];
    const reporter = createHeightReporter({
      measure: () => frame + padding,
      post: (message) => {
        sent.push(message);
        frame = message.height;
        // The frame grew, so the content grew: the resize observer fires again.
        reporter.changed();
      },
    });
    return { reporter, sent };
  }

  it('a loop of growths by the layout padding settles after a handful of reports', () => {
    const { reporter, sent } = viewportSizedContent(32);
    reporter.changed();
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS * 100);
    expect(sent.length).toBe(FRAME_ECHO_REPORTS + 1);
  });

  it('growths by different amounts (content that really grows) are all reported', () => {
    const { sent, resize } = setup(600);
    for (const height of [640, 700, 790, 900, 1030]) {
      resize(height);
      vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS);
    }
    expect(sent.map((message) => message.height)).toEqual([640, 700, 790, 900, 1030]);
  });

  it('after an echo stopped, the parent asking still gets the current height', () => {
    const { reporter, sent } = viewportSizedContent(32);
    reporter.changed();
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS * 100);
    const stopped = sent.length;
    reporter.reportNow();
    expect(sent.length).toBe(stopped + 1);
  });
});
