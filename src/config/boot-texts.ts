import { PRERENDERED_ELEMENT_ID } from '../domain/journey/prerendered-page';

/**
 * What the page says before its translations have loaded, or when they cannot: the server writes
 * these few texts of the deployment's language into the HTML it serves (index.html and the drawn first
 * step; lead-api/src/static.ts), from the locale's common namespace. The page reads them when it
 * waits too long for its scripts, when the configuration cannot be fetched, and on a failure that
 * comes before the translations. Only where the HTML has none (a build served as it is) does a screen
 * fall back to English and Spanish.
 */
export const BOOT_TEXT_KEYS = {
  /** The drawn first step is there, the scripts are not yet (src/entry.ts). */
  slowDrawn: 'boot>slowDrawn',
  /** Nothing on the screen yet, the scripts are not yet. */
  slowBlank: 'boot>slowBlank',
  noConnection: 'boot>noConnection',
  /** The scripts have still not come 10 s after the page started: the notice offers a reload (CSS alone shows it). */
  stalled: 'boot>stalled',
  reload: 'boot>reload',
  /** A Continue pressed on the drawn first step before the app is there (src/entry.ts). */
  stillLoading: 'boot>stillLoading',
  renderFailure: 'errors>renderFailure',
  answersKept: 'errors>answersKept',
  retry: 'errors>retry',
} as const;

export type BootTexts = Record<keyof typeof BOOT_TEXT_KEYS, string>;

/** The JSON data block holding them (never run: a data block is no script for the CSP). */
export const BOOT_TEXTS_ELEMENT_ID = 'boot-texts';
/**
 * The notice shown when the scripts are late (after 6 s), with a reload link after 10 s; CSS shows both,
 * src/entry.ts announces them, the app removes the notice when it renders.
 */
export const BOOT_NOTICE_ELEMENT_ID = 'boot-notice';
/** The notice's words for a late page, and the line with the reload link that follows once it stalls. */
export const BOOT_NOTICE_LATE_CLASS = 'boot-notice__late';
export const BOOT_NOTICE_STALLED_CLASS = 'boot-notice__stalled';

/** The texts of one locale, read from its common namespace; a missing one takes the fallback language's. */
export function bootTextsOf(common: unknown, fallbackCommon: unknown): BootTexts {
  const read = (tree: unknown, key: string): string | undefined => {
    let node: unknown = tree;
    for (const part of key.split('>')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return Object.fromEntries(
    Object.entries(BOOT_TEXT_KEYS).map(([name, key]) => [name, read(common, key) ?? read(fallbackCommon, key) ?? '']),
  ) as BootTexts;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page's HTML with the texts in it: the notice, hidden until the page has waited for its scripts
 * for 6 s (base.css reveals it then, src/entry.ts announces it), saying what fits the page (a drawn
 * step can be filled in meanwhile), and after 10 s a link that loads the page again, for a page whose
 * scripts never come (no script is needed to show or follow it); the data block first in the body;
 * <html lang> the locale's. Idempotent: texts written before are replaced.
 * On a blank page the notice comes first in the body. On a drawn step it closes the step's main: what
 * the applicant is typing into never moves when it appears, and in a partner's frame it is part of
 * the height the drawn step reports (drawn-step-framed.ts).
 */
export function withBootTexts(html: string, texts: BootTexts, languageTag: string): string {
  const without = html
    .replace(new RegExp(`\\n? *<div id="${BOOT_NOTICE_ELEMENT_ID}"[\\s\\S]*?</div><!-- ${BOOT_NOTICE_ELEMENT_ID} -->`), '')
    .replace(new RegExp(`\\n? *<script type="application/json" id="${BOOT_TEXTS_ELEMENT_ID}">[\\s\\S]*?</script>`), '');
  // No "<" in a data block at all ("</script" or "<!--" would change how it is read): JSON's \u003c is the same text.
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  const drawn = without.includes(`id="${PRERENDERED_ELEMENT_ID}"`);
  const notice =
    `<div id="${BOOT_NOTICE_ELEMENT_ID}" class="boot-notice" role="status" hidden>` +
    (drawn ? '' : '<span class="spinner__wheel" aria-hidden="true"></span>') +
    `<div class="boot-notice__words"><p class="${BOOT_NOTICE_LATE_CLASS}">${escapeHtml(drawn ? texts.slowDrawn : texts.slowBlank)}</p>` +
    // An empty href is the page's own address: following it loads the page again, landing parameters and all.
    `<p class="${BOOT_NOTICE_STALLED_CLASS}">${escapeHtml(texts.stalled)} <a href="">${escapeHtml(texts.reload)}</a></p></div>` +
    `</div><!-- ${BOOT_NOTICE_ELEMENT_ID} -->`;
  const data = `<script type="application/json" id="${BOOT_TEXTS_ELEMENT_ID}">${json}</script>`;
  const lang = /<html[^>]*\slang="/.test(without) ? without.replace(/(<html[^>]*\slang=")[^"]*"/, `$1${languageTag}"`) : without.replace(/<html/, `<html lang="${languageTag}"`);
  const placed = drawn && lang.includes('</main>') ? lang.replace('</main>', `${notice}</main>`) : lang.replace(/<body([^>]*)>/, (body) => `${body}\n    ${notice}`);
  return placed.replace(/<body([^>]*)>/, (body) => `${body}\n    ${data}`);
}

/** The texts the served HTML holds, or null (a build served as it is, a test DOM). */
export function readBootTexts(doc: Document = document): BootTexts | null {
  const text = doc.getElementById(BOOT_TEXTS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BootTexts;
  } catch {
    return null;
  }
}
