// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAME_HEIGHT_THRESHOLD_PX } from '../../domain/constants';
import { HEIGHT_MESSAGE_TYPE } from '../../domain/embedding/embed-protocol';
import { IN_PROGRESS_COOKIE, PRERENDERED_ELEMENT_ID } from '../../domain/journey/prerendered-page';
import { DRAWN_HEIGHT_MESSAGE_TYPE, DRAWN_HEIGHT_THRESHOLD_PX, FRAMED_IN_PROGRESS_KEY, showDrawnStepFramed } from './drawn-step-framed';

const PARTNER = 'https://partner.example';

let layouts: Array<() => void> = [];
beforeEach(() => {
  layouts = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        layouts.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A window holding a drawn first step, framed (or on its own), with the hints the browser gives the frame. */
function drawnPage(hints: { framed: boolean; ancestorOrigins?: string[]; referrer?: string }) {
  document.body.innerHTML = `<div id="${PRERENDERED_ELEMENT_ID}"><div class="app" data-chrome="shown"><header class="app-header"></header><main></main></div></div>`;
  let height = 0;
  vi.spyOn(document.getElementById(PRERENDERED_ELEMENT_ID)!, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
  const posted: Array<{ message: unknown; origin: string }> = [];
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  const win = { document, localStorage, self: window, top: hints.framed ? parent : window, parent, location: { ancestorOrigins: hints.ancestorOrigins } } as unknown as Window;
  Object.defineProperty(document, 'referrer', { configurable: true, value: hints.referrer ?? '' });
  return {
    win,
    posted,
    chrome: () => document.querySelector<HTMLElement>('.app')!.dataset.chrome,
    /** The browser lays the step out at this height (the observer runs before the paint). */
    layOut(next: number) {
      height = next;
      layouts.forEach((callback) => callback());
    },
  };
}

describe('a drawn first step in a partner frame, before the app has loaded (SPEC §1)', () => {
  it('is shown without header or footer and tells its height to the direct parent at its first layout', () => {
    const { win, posted, chrome, layOut } = drawnPage({ framed: true, ancestorOrigins: [PARTNER] });
    showDrawnStepFramed(win);
    expect(chrome()).toBe('hidden');
    layOut(812.4);
    expect(posted).toEqual([{ message: { type: HEIGHT_MESSAGE_TYPE, height: 813 }, origin: PARTNER }]);
  });

  it(`then each change of more than ${FRAME_HEIGHT_THRESHOLD_PX} px (a stylesheet or a font arriving), until the app has it`, () => {
    const { win, posted, layOut } = drawnPage({ framed: true, ancestorOrigins: [PARTNER] });
    showDrawnStepFramed(win);
    layOut(400);
    layOut(400 + FRAME_HEIGHT_THRESHOLD_PX);
    layOut(900);
    document.getElementById(PRERENDERED_ELEMENT_ID)!.remove();
    layOut(0);
    expect(posted.map(({ message }) => (message as { height: number }).height)).toEqual([400, 900]);
  });

  it("takes the parent from the referrer where the browser has no ancestorOrigins (Firefox), never '*'", () => {
    const { win, posted, layOut } = drawnPage({ framed: true, referrer: `${PARTNER}/apply?x=1` });
    showDrawnStepFramed(win);
    layOut(500);
    expect(posted.map((post) => post.origin)).toEqual([PARTNER]);
  });

  it('with no parent it can name, it only hides the header and footer', () => {
    const { win, posted, chrome, layOut } = drawnPage({ framed: true });
    showDrawnStepFramed(win);
    layOut(500);
    expect(chrome()).toBe('hidden');
    expect(posted).toEqual([]);
  });

  it('on its own site the drawn step is left as it is', () => {
    const { win, posted, chrome, layOut } = drawnPage({ framed: false, ancestorOrigins: [] });
    showDrawnStepFramed(win);
    layOut(500);
    expect(chrome()).toBe('shown');
    expect(posted).toEqual([]);
  });

  it('a returning applicant (the framed app keeps the in-progress flag) sees none of the empty drawn step: the app resumes theirs', () => {
    localStorage.setItem(FRAMED_IN_PROGRESS_KEY, '1');
    const { win, posted, layOut } = drawnPage({ framed: true, ancestorOrigins: [PARTNER] });
    showDrawnStepFramed(win);
    layOut(500);
    expect(document.getElementById(PRERENDERED_ELEMENT_ID)!.hidden).toBe(true);
    expect(posted).toEqual([]);
  });

  it("speaks embed.js's protocol, with SPEC §1's threshold and the in-progress flag's name", () => {
    expect(DRAWN_HEIGHT_MESSAGE_TYPE).toBe(HEIGHT_MESSAGE_TYPE);
    expect(DRAWN_HEIGHT_THRESHOLD_PX).toBe(FRAME_HEIGHT_THRESHOLD_PX);
    expect(FRAMED_IN_PROGRESS_KEY).toBe(IN_PROGRESS_COOKIE);
  });
});
