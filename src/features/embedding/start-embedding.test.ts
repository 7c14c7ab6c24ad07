import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { FRAME_HEIGHT_DEBOUNCE_MS } from '../../domain/constants';
import { DECIDED_MESSAGE_TYPE, HEIGHT_MESSAGE_TYPE, HEIGHT_REQUEST_TYPE, LEAD_CREATED_MESSAGE_TYPE, STEP_MESSAGE_TYPE } from '../../domain/embedding/embedding';
import { startEmbedding } from './start-embedding';

const PARTNER = 'https://partner.example';
const OTHER = 'https://evil.example';

/** Just enough of a framed window for the wiring: no DOM library in these Node tests. */
function fakeFrame(hints: { ancestorOrigins?: string[]; referrer?: string }) {
  const posted: Array<{ message: unknown; targetOrigin: string }> = [];
  const listeners = new Set<(event: MessageEvent) => void>();
  const parent = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  const win = {
    location: { ancestorOrigins: hints.ancestorOrigins },
    document: { referrer: hints.referrer ?? '' },
    parent,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  };
  let height = 0;
  const container = { getBoundingClientRect: () => ({ height }) };
  return {
    posted,
    parent,
    // The fakes stand for a Window and an HTMLElement: only the members used above exist.
    win: win as unknown as Window,
    container: container as unknown as HTMLElement,
    setHeight: (next: number) => (height = next),
    receive: (event: { origin: string; data: unknown; source: unknown }) => listeners.forEach((l) => l(event as MessageEvent)),
    listenerCount: () => listeners.size,
  };
}

let resizeCallbacks: Array<() => void> = [];
beforeEach(() => {
  vi.useFakeTimers();
  resizeCallbacks = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resizeCallbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const resized = () => resizeCallbacks.forEach((callback) => callback());

describe('startEmbedding (DESIGN.md §8)', () => {
  it('posts the height to the allowed parent origin only, never to "*"', () => {
    const frame = fakeFrame({ ancestorOrigins: [PARTNER] });
    startEmbedding({ allowedParentOrigins: [PARTNER], container: frame.container, win: frame.win });
    frame.setHeight(640);
    resized();
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS);
    expect(frame.posted).toEqual([{ message: { type: HEIGHT_MESSAGE_TYPE, height: 640 }, targetOrigin: PARTNER }]);
  });

  it('a parent origin that is not allowed receives nothing, and nothing is listened to', () => {
    const frame = fakeFrame({ ancestorOrigins: [OTHER] });
    const warn = vi.fn();
    startEmbedding({ allowedParentOrigins: [PARTNER], container: frame.container, win: frame.win, logger: { warn } });
    frame.setHeight(640);
    resized();
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS);
    expect(frame.posted).toEqual([]);
    expect(resizeCallbacks).toHaveLength(0);
    expect(frame.listenerCount()).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('answers a height request from the parent at once; ignores one from another origin or another window', () => {
    const frame = fakeFrame({ referrer: `${PARTNER}/apply` });
    startEmbedding({ allowedParentOrigins: [PARTNER], container: frame.container, win: frame.win });
    frame.setHeight(500);
    frame.receive({ origin: OTHER, data: { type: HEIGHT_REQUEST_TYPE }, source: frame.parent });
    frame.receive({ origin: PARTNER, data: { type: HEIGHT_REQUEST_TYPE }, source: {} });
    expect(frame.posted).toEqual([]);
    frame.receive({ origin: PARTNER, data: { type: HEIGHT_REQUEST_TYPE }, source: frame.parent });
    expect(frame.posted).toEqual([{ message: { type: HEIGHT_MESSAGE_TYPE, height: 500 }, targetOrigin: PARTNER }]);
  });

  it('stop() ends the reports and the listener', () => {
    const frame = fakeFrame({ ancestorOrigins: [PARTNER] });
    const stop = startEmbedding({ allowedParentOrigins: [PARTNER], container: frame.container, win: frame.win });
    stop();
    frame.setHeight(640);
    resized();
    vi.advanceTimersByTime(FRAME_HEIGHT_DEBOUNCE_MS);
    expect(frame.posted).toEqual([]);
    expect(frame.listenerCount()).toBe(0);
  });
});

/** A value that changes on demand and tells its listeners, as the router and the application store do. */
function watched<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    current: () => value,
    subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
    set(next: T) {
      value = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('startEmbedding: steps, the lead and the decision for the partner', () => {
  it('tells the step shown at start and each new one, once, to the allowed parent only', () => {
    const frame = fakeFrame({ ancestorOrigins: [PARTNER] });
    const route = watched('/initial-details');
    startEmbedding({ allowedParentOrigins: [PARTNER], container: frame.container, win: frame.win, route });
    route.set('/loan-purpose');
    route.set('/loan-purpose');
    route.set('/continue/3f2b8c4e-9a1d-4e7b-8c2a-5d6e7f809a1b');
    expect(frame.posted).toEqual([
      { message: { type: STEP_MESSAGE_TYPE, step: '/initial-details' }, targetOrigin: PARTNER },
      { message: { type: STEP_MESSAGE_TYPE, step: '/loan-purpose' }, targetOrigin: PARTNER },
      { message: { type: STEP_MESSAGE_TYPE, step: '/continue' }, targetOrigin: PARTNER },
    ]);
  });

  it('tells lead-created and the decision as the application moves, nothing of the lead itself', () => {
    const frame = fakeFrame({ ancestorOrigins: [PARTNER] });
    const application = watched<{ leadId: string | undefined; state: number }>({ leadId: undefined, state: 0 });
    startEmbedding({ allowedParentOrigins: [PARTNER], container: frame.container, win: frame.win, application });
    application.set({ leadId: 'lead-1', state: 2 });
    application.set({ leadId: 'lead-1', state: 6 });
    application.set({ leadId: 'lead-1', state: 10 });
    expect(frame.posted.map((post) => post.message)).toEqual([{ type: LEAD_CREATED_MESSAGE_TYPE }, { type: DECIDED_MESSAGE_TYPE, outcome: 'accepted' }]);
    expect(JSON.stringify(frame.posted)).not.toContain('lead-1');
  });

  it('a parent that is not allowed hears of no step, lead or decision', () => {
    const frame = fakeFrame({ ancestorOrigins: [OTHER] });
    const route = watched('/initial-details');
    const application = watched<{ leadId: string | undefined; state: number }>({ leadId: undefined, state: 0 });
    startEmbedding({ allowedParentOrigins: [PARTNER], container: frame.container, win: frame.win, route, application });
    route.set('/loan-purpose');
    application.set({ leadId: 'lead-1', state: 10 });
    expect(frame.posted).toEqual([]);
  });
});
