import { PRERENDERED_ELEMENT_ID } from '../../domain/journey/prerendered-page';

/**
 * The first step drawn at build time (scripts/prerender.ts) is on screen before the
 * JavaScript runs, and the applicant may type into it. The app renders beside it, hidden (base.css:
 * `#prerendered ~ #root`), and then takes the page over in one task, so no frame shows a half: what
 * was typed or ticked goes into the app's fields through the events a person would cause (so the
 * stores save it), the focus and caret stay where they were, and a Continue pressed while the app
 * was starting is pressed again on the app's form.
 */
export type PrerenderedPage = {
  brand: string | undefined;
  /**
   * Moves the applicant's input into the app's fields under `into` and removes the drawn page.
   * `apply` runs each field's events so that React has rendered one before the next (flushSync).
   */
  handOver(into: HTMLElement, apply: (events: () => void) => void): void;
  /** Out of sight but kept, with what was typed, for a later hand-over (boot's error screens show instead). */
  hide(): void;
};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CONTROLS = 'input, select, textarea';

/** Radios and checkboxes of a group may share no id; name and value tell them apart. */
function controlKey(control: Control): string | undefined {
  if (control.id) return `#${control.id}`;
  return control.name ? `${control.name}=${control.value}` : undefined;
}

function isToggle(control: Control): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

/** Whether the applicant changed the control from what the page was drawn with. */
function changedByApplicant(control: Control): boolean {
  if (isToggle(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
  return control.value !== control.defaultValue;
}

/**
 * Sets a value the way typing does: through the element's own prototype setter, so React's value
 * tracker sees a change and the field's onChange runs (a plain `.value =` would be ignored).
 */
function typeValue(control: Control, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
  setter?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

function carryAnswers(from: HTMLElement, into: HTMLElement, apply: (events: () => void) => void) {
  const targets = new Map<string, Control>();
  for (const control of into.querySelectorAll<Control>(CONTROLS)) {
    const key = controlKey(control);
    if (key) targets.set(key, control);
  }
  for (const drawn of from.querySelectorAll<Control>(CONTROLS)) {
    const key = controlKey(drawn);
    const live = key && targets.get(key);
    if (!live || live.tagName !== drawn.tagName || !changedByApplicant(drawn)) continue;
    if (isToggle(drawn)) {
      if (isToggle(live) && live.checked !== drawn.checked) apply(() => live.click());
    } else {
      apply(() => typeValue(live, drawn.value));
    }
  }
}

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** A control by its key, any other element (a button, a link) by its id. */
const keyOf = (element: Element) => (isControl(element) ? controlKey(element) : element.id ? `#${element.id}` : undefined);

function restoreFocus(focused: Element | null, into: HTMLElement) {
  const key = focused && keyOf(focused);
  if (!key) return;
  const target = [...into.querySelectorAll<HTMLElement>(`${CONTROLS}, [id]`)].find((element) => keyOf(element) === key);
  if (!target) return;
  target.focus({ preventScroll: true });
  if (focused instanceof HTMLInputElement && target instanceof HTMLInputElement) {
    try {
      target.setSelectionRange(focused.selectionStart, focused.selectionEnd, focused.selectionDirection ?? undefined);
    } catch {
      // Not every input type has a caret (checkbox, range).
    }
  }
}

/**
 * The drawn page of this document, if it has one. A Continue pressed on it before the hand-over was
 * noted by src/entry.ts from the page's first moment (`data-submitted-form`: which form).
 */
export function findPrerenderedPage(document: Document): PrerenderedPage | null {
  const element = document.getElementById(PRERENDERED_ELEMENT_ID);
  if (!element) return null;
  return {
    brand: element.dataset.brand,
    handOver(into, apply) {
      const submittedForm = Number(element.dataset.submittedForm ?? -1);
      const focused = element.contains(document.activeElement) ? document.activeElement : null;
      carryAnswers(element, into, apply);
      element.remove();
      restoreFocus(focused, into);
      const form = submittedForm >= 0 ? into.querySelectorAll('form')[submittedForm] : undefined;
      // After the carried answers have rendered: the app's own submit validates and sends them.
      if (form) setTimeout(() => form.requestSubmit(), 0);
    },
    hide() {
      element.hidden = true;
    },
  };
}
