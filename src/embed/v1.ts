/**
 * embed.js, major version 1: the one line a partner adds to show the loan application in
 * their page.
 *
 *   <div id="loan-application"></div>
 *   <script src="https://apply.example.com/application-frontend/embed/v1.js" data-mount="#loan-application" async></script>
 *
 * It creates the frame, sizes it from the app's height reports (no inner scroll bar), brings the
 * frame's top into view when the applicant moves to another step (never on load: the partner's own
 * heading stays where it is), passes the partner's landing parameters (attribution, loan choice) into
 * the frame, and re-emits the app's messages as DOM events on the mount element: `step`,
 * `lead-created`, `decided` and `height`, each with a `detail` that holds no personal data. Messages
 * are taken only from the frame it made and from the app's origin, and sent only to that origin.
 *
 * No dependencies and no imports but the protocol's constants: it runs on any partner page, and any
 * app build of the same major understands it (src/domain/embedding/embed-protocol.ts).
 */
import {
  DECIDED_MESSAGE_TYPE,
  EMBED_PASSED_PARAMS,
  HEIGHT_MESSAGE_TYPE,
  HEIGHT_REQUEST_TYPE,
  LEAD_CREATED_MESSAGE_TYPE,
  STEP_MESSAGE_TYPE,
} from '../domain/embedding/embed-protocol';

/** The frame's size until the first height report arrives (within a fraction of a second of the app's first paint). */
const START_HEIGHT = '600px';
const OUTCOMES = ['accepted', 'thank-you', 'redirected', 'rejected'];

(function embed() {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) return;
  // The app lives next to this script: https://apply.example.com/application-frontend/embed/v1.js.
  const appUrl = new URL(script.dataset.app || './..', script.src);
  const appOrigin = appUrl.origin;
  const basePath = appUrl.pathname.replace(/\/+$/, '');

  const mount = (script.dataset.mount && document.querySelector<HTMLElement>(script.dataset.mount)) || insertMountAfter(script);

  // Only a path under the app, never another origin: "/initial-details", not "//evil.example".
  const path = /^\/(?!\/)[\w\-./]*$/.test(script.dataset.path ?? '') ? script.dataset.path! : '/';
  const params = new URLSearchParams();
  const landing = new URLSearchParams(location.search);
  for (const name of EMBED_PASSED_PARAMS) {
    const value = script.getAttribute(`data-${name.toLowerCase()}`) ?? landing.get(name);
    if (value) params.set(name, value);
  }
  const query = params.toString();

  const frame = document.createElement('iframe');
  frame.src = `${appOrigin}${basePath}${path}${query ? `?${query}` : ''}`;
  frame.title = script.dataset.title || 'Loan application';
  // The app learns who frames it from ancestorOrigins, or from the referrer where a browser has none (Firefox).
  frame.referrerPolicy = 'origin';
  // The ID upload may take a photo; storage access is asked on a tap where the browser blocks a frame's storage.
  frame.allow = 'camera';
  frame.setAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation allow-storage-access-by-user-activation',
  );
  frame.style.cssText = `display:block;width:100%;height:${START_HEIGHT};border:0;overflow:hidden`;
  mount.appendChild(frame);

  const emit = (name: string, detail: Record<string, string | number>) => mount.dispatchEvent(new CustomEvent(name, { detail }));
  let stepShown = false;

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== appOrigin || event.source !== frame.contentWindow) return;
    const data = event.data as { type?: unknown; height?: unknown; step?: unknown; outcome?: unknown } | null;
    if (!data || typeof data !== 'object') return;
    if (data.type === HEIGHT_MESSAGE_TYPE && typeof data.height === 'number' && data.height > 0) {
      const height = Math.ceil(data.height);
      frame.style.height = `${height}px`;
      emit('height', { height });
    } else if (data.type === STEP_MESSAGE_TYPE && typeof data.step === 'string' && /^\/[\w-]*$/.test(data.step)) {
      if (stepShown) keepTopInView(frame);
      stepShown = true;
      emit('step', { step: data.step });
    } else if (data.type === LEAD_CREATED_MESSAGE_TYPE) {
      emit('lead-created', {});
    } else if (data.type === DECIDED_MESSAGE_TYPE && typeof data.outcome === 'string' && OUTCOMES.includes(data.outcome)) {
      emit('decided', { outcome: data.outcome });
    }
  });

  // A height request once the frame has loaded: the first report may have gone before this page listened.
  frame.addEventListener('load', () => frame.contentWindow?.postMessage({ type: HEIGHT_REQUEST_TYPE }, appOrigin));
})();

function insertMountAfter(script: HTMLScriptElement): HTMLElement {
  const element = document.createElement('div');
  script.insertAdjacentElement('afterend', element);
  return element;
}

/** A new step starts at the frame's top: if that is out of sight, scroll just enough to show it. */
function keepTopInView(frame: HTMLIFrameElement) {
  const top = frame.getBoundingClientRect().top;
  // Whole pixels down: a fractional top would be left a fraction above the edge.
  if (top < 0 || top > window.innerHeight) window.scrollBy(0, Math.floor(top));
}
