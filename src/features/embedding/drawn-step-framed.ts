/**
 * A first step drawn at build time shown in a partner's frame: before the app has loaded,
 * it is shown as the app will show it framed (no header or footer: SPEC §1) and its height goes to
 * the partner's page at once, so the frame has its size from its first paint instead of embed.js's
 * default, with a header and a scroll bar of its own until the app has booted.
 *
 * The app checks the parent's origin against the configuration once it has loaded (start-embedding.ts);
 * this runs before the configuration is there. It tells the direct parent only, and only its height:
 * a page whose origin is not allowed cannot frame the app at all (the CSP's frame-ancestors is the
 * same list, sent by every server of the app: docs/embedding.md).
 *
 * It runs in src/entry.ts, which stays a few bytes: nothing is imported, and the message and the
 * element ids are written here as src/domain/embedding/embed-protocol.ts and prerendered-page.ts define them
 * (drawn-step-framed.test.ts holds them equal).
 */
export const DRAWN_HEIGHT_MESSAGE_TYPE = 'application-frontend:height';
/** IN_PROGRESS_COOKIE, kept by a framed app in its web storage too (in-progress-flag.ts). */
export const FRAMED_IN_PROGRESS_KEY = 'application_in_progress';

/** SPEC §1's threshold (FRAME_HEIGHT_THRESHOLD_PX): a change of 10 px or less is not told. */
export const DRAWN_HEIGHT_THRESHOLD_PX = 10;

export function showDrawnStepFramed(win: Window = window): void {
  if (!isFramed(win)) return;
  const drawn = win.document.getElementById('prerendered');
  const app = drawn?.querySelector<HTMLElement>('.app');
  if (!drawn || !app) return;
  // A returning applicant whose browser refused the frame the in-progress cookie (Safari) got the empty
  // first step: nothing of it is shown, and the app resumes at their own step.
  if (inProgress(win)) {
    drawn.hidden = true;
    return;
  }
  app.dataset.chrome = 'hidden';
  const parent = directParentOrigin(win);
  if (!parent || typeof ResizeObserver !== 'function') return;
  // Told as laid out, before the paint: at the first layout (stylesheets, fonts and images may change it
  // later) and at each change past the threshold, until the app takes the step over and reports itself.
  let told = 0;
  const observer = new ResizeObserver(() => {
    if (!drawn.isConnected) return observer.disconnect();
    const height = Math.ceil(drawn.getBoundingClientRect().height);
    if (height <= 0 || Math.abs(height - told) <= DRAWN_HEIGHT_THRESHOLD_PX) return;
    told = height;
    win.parent.postMessage({ type: DRAWN_HEIGHT_MESSAGE_TYPE, height }, parent);
  });
  observer.observe(drawn);
}

function inProgress(win: Window): boolean {
  try {
    return win.localStorage.getItem(FRAMED_IN_PROGRESS_KEY) === '1';
  } catch {
    return false;
  }
}

function isFramed(win: Window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/** As src/domain/embedding/embedding.ts's directParentOrigin: ancestorOrigins alone where the browser has them, else the referrer (Firefox). */
function directParentOrigin(win: Window): string | undefined {
  const ancestors = win.location.ancestorOrigins;
  const url = ancestors && ancestors.length > 0 ? ancestors[0] : win.document.referrer;
  try {
    const { origin } = new URL(url ?? '');
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
