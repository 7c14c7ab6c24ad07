// The page's only script (DESIGN.md §7): on a page that came with its first step drawn
// (scripts/prerender.ts) the browser paints that step before any of the app's JavaScript downloads
// or runs; the app (main.tsx) then loads and takes the page over. Without a drawn step there is
// nothing to paint first, and the app loads straight away.
import './app/styles/base.css';
import { showDrawnStepFramed } from './features/embedding/drawn-step-framed';

const startApp = () => {
  // ICU's data, which the first render of an amount or a plural would load on the main thread, loads in
  // a worker meanwhile (src/app/boot/intl-warm-up.ts). A browser without workers loads it when asked.
  if (typeof Worker === 'function') {
    new Worker(new URL('./app/boot/intl-warm-up.worker.ts', import.meta.url), { type: 'module' }).postMessage(document.documentElement.lang);
  }
  // The drawn page's preloads (config.json, the translations) wait in a template until now
  // (AFTER_FIRST_PAINT_ID of src/domain/journey/prerendered-page.ts): they download beside the app.
  const later = document.getElementById('after-first-paint');
  if (later instanceof HTMLTemplateElement) document.head.append(later.content);
  // In a task of its own, so a tap on the drawn step is not held up by the preloads above and the imports.
  setTimeout(() => void importInTurn(), 0);
};

/**
 * The libraries' three chunks (vite.config.ts), then the router's modules, then the app, each evaluated
 * in a task of its own. Imported all at once, the chunks that arrive together would be evaluated in one
 * long task. index.html preloads them
 * (scripts/start-chunks.ts); a drawn page fetches them as they are imported (scripts/prerender.ts).
 */
async function importInTurn() {
  const inTurn = [
    () => import('./app/boot/framework-i18next'),
    () => import('./app/boot/framework-router'),
    () => import('./app/boot/framework-react'),
    () => import('./app/router'),
  ];
  for (const load of inTurn) {
    // A chunk that did not come is imported again by the app, whose import reports it.
    await load().catch(() => undefined);
    // yieldToMain's setTimeout, written here: this file imports nothing, so it stays a few bytes.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  // The app, asked for again with backoff for as long as the page is open (a lossy link loses a request
  // now and then, a dead one comes back); the notice below says meanwhile that the page is late, and
  // offers to load it again. As src/core/runtime/retrying-import.ts.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await import('./main');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** attempt, 30_000)));
    }
  }
}

/** Writes an element's words anew, so the live region they are in says them as they show. */
function announce(element: Element | null | undefined) {
  if (!element) return;
  const words = [...element.childNodes];
  element.replaceChildren();
  requestAnimationFrame(() => element.replaceChildren(...words));
}

/**
 * The notice the server wrote into the page in its language (BOOT_NOTICE_ELEMENT_ID of
 * src/config/boot-texts.ts, not imported: this file stays a few bytes), for a network that is losing
 * or stalling the page's scripts: base.css shows it 6 s after the page started, and its reload link
 * 10 s after, even where this script never came; here each is announced then. The app removes it
 * when it renders.
 */
const notice = document.getElementById('boot-notice');
if (notice) {
  setTimeout(() => {
    if (!notice.isConnected) return;
    notice.hidden = false;
    announce(notice.querySelector('.boot-notice__late'));
  }, 6000);
  setTimeout(() => {
    if (!notice.isConnected) return;
    notice.classList.add('boot-notice--stalled');
    announce(notice.querySelector('.boot-notice__stalled'));
  }, 10_000);
}

/**
 * A Continue pressed before the app is there is answered where the app answers it, in the status region
 * that ends the form under the button (the others belong to fields), in the page's language (the boot
 * texts of src/config/boot-texts.ts), said anew at each press.
 */
function sayStillLoading(form: HTMLFormElement) {
  const regions = form.querySelectorAll('[role="status"]');
  const region = regions[regions.length - 1];
  if (!region) return;
  let text = 'The page is still loading.';
  try {
    text = (JSON.parse(document.getElementById('boot-texts')?.textContent ?? '{}') as { stillLoading?: string }).stillLoading || text;
  } catch {
    // A page without the texts (a build served as it is) says it in English.
  }
  region.classList.remove('notice--empty');
  region.textContent = '';
  requestAnimationFrame(() => {
    region.textContent = text;
    // Under the button it was pressed on, where the window may end: brought into sight, moving the page no more than that.
    region.scrollIntoView({ block: 'nearest' });
  });
}

/** The longest the app waits for the first paint to be reported. */
const FIRST_PAINT_WAIT_MS = 3000;

/** The element id of src/domain/journey/prerendered-page.ts (PRERENDERED_ELEMENT_ID), not imported: this file stays a few bytes. */
const drawnFirstStep = document.getElementById('prerendered');

if (drawnFirstStep) {
  // In a partner's frame: as the app will show it there, and sized by the partner's page from the start.
  showDrawnStepFramed();
  // A Continue pressed before the app is there: the drawn forms submit nowhere (method=dialog), and the
  // hand-over presses it again on the app's form (data-submitted-form, src/app/boot/prerendered-handover.ts).
  drawnFirstStep.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      drawnFirstStep.dataset.submittedForm = String([...drawnFirstStep.querySelectorAll('form')].indexOf(form));
      sayStillLoading(form);
    },
    true,
  );
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    painted.disconnect();
    startApp();
  };
  // Once the step is on the screen: the paint entry comes when the frame has been presented (a frame
  // callback only says it was drawn, and on a busy device its presentation waits for the main thread).
  const painted = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  painted.observe({ type: 'paint', buffered: true });
  // A tab opened in the background paints nothing until it is shown, and some browsers report no paint: the app starts anyway.
  setTimeout(once, FIRST_PAINT_WAIT_MS);
} else {
  startApp();
}
