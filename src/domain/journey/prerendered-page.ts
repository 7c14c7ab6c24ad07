import { NO_STATE } from './state-table';
import { currentStateNumber, type ApplicationState } from './application-record';
import { PERSONAL_DATA_PARAMS } from '../tracking/landing-params';
import { LEAD_ANSWER_FIELDS } from '../lead/lead';

/**
 * DESIGN.md §10 "first paint before the JavaScript runs": each brand's first step is drawn
 * at build time into static HTML (scripts/prerender.ts), and a deployment answers its brand's first
 * step with that page instead of the empty index.html. The page is only right for an applicant the
 * first step would greet empty: these rules say when it is served, by `npm start` and nginx alike.
 */

/** Where the build writes the pages under dist/: one per brand, in the brand's language. */
export const PRERENDERED_DIR = 'prerendered';
export const prerenderedFileOf = (brandId: string, locale: string) => `${PRERENDERED_DIR}/${brandId}.${locale}.html`;

/** The template of a prerendered page holding what is fetched once the step is painted (its preloads; src/entry.ts). */
export const AFTER_FIRST_PAINT_ID = 'after-first-paint';
/** How that template ends, so a server can add to it (lead-api's locale preloads). */
export const AFTER_FIRST_PAINT_END = `</template><!-- ${AFTER_FIRST_PAINT_ID} -->`;

/** The element of a prerendered page that holds the drawn step until the app takes over (src/app/boot/prerendered-handover.ts). */
export const PRERENDERED_ELEMENT_ID = 'prerendered';

/**
 * Set while this browser holds an application with answers (or a lead): its next visit must show
 * those answers, not an empty first step, so the server sends the plain page. It holds a flag, no
 * personal data, and is strictly necessary for the service asked for (no consent needed).
 */
export const IN_PROGRESS_COOKIE = 'application_in_progress';

/** How long the flag lives without a visit: the longest an application can be resumed anyway. */
export const IN_PROGRESS_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** Landing parameters that put an answer on the first step (SPEC §2): the drawn page would show another. */
export const FIRST_STEP_LANDING_PARAMS: readonly string[] = ['amount', 'period', ...PERSONAL_DATA_PARAMS];

export type PageRequest = {
  /** The path under the base path ('/', '/initial-details'). */
  path: string;
  search: string;
  /** The Cookie request header, if any. */
  cookie?: string;
};

/** The paths that show the brand's first step to a new applicant: the index (which goes on to it) and the step itself. */
export function firstStepPaths(firstPage: string): readonly string[] {
  return ['/', firstPage];
}

const hasCookie = (header: string | undefined, name: string) =>
  (header ?? '').split(';').some((part) => part.trim().split('=')[0] === name);

/** Whether a request for a page gets the brand's prerendered first step (else index.html). */
export function servesPrerenderedPage(request: PageRequest, firstPage: string): boolean {
  if (!firstStepPaths(firstPage).includes(request.path.replace(/(.)\/$/, '$1'))) return false;
  if (hasCookie(request.cookie, IN_PROGRESS_COOKIE)) return false;
  // As the app reads them (landing-params.ts): an empty value is no value.
  const params = new URLSearchParams(request.search);
  return !FIRST_STEP_LANDING_PARAMS.some((name) => params.get(name)?.trim());
}

const isAnswered = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(typeof value === 'object' && Object.keys(value).length === 0);

/**
 * Whether the application differs from what the first step shows a newcomer: a lead, a state, an
 * answer, a consent, or a loan other than the brand's default. Then the in-progress flag is set.
 */
export function isInProgress(state: ApplicationState, defaults: { amount: number; period: number }): boolean {
  const { data } = state;
  return (
    state.id !== undefined ||
    currentStateNumber(state.progressState) !== NO_STATE ||
    Object.keys(state.customerConsents).length > 0 ||
    LEAD_ANSWER_FIELDS.some((field) => isAnswered(data[field])) ||
    (data.amount !== undefined && data.amount !== defaults.amount) ||
    (data.period !== undefined && data.period !== defaults.period)
  );
}

/**
 * The document.cookie assignment that sets or clears the flag for the app's base path. In a partner's
 * frame the page is another site's: a `SameSite=Lax` cookie is refused there (and never sent with
 * the frame's request), so the flag is a partitioned cross-site cookie (CHIPS: `SameSite=None;
 * Secure; Partitioned`), kept per partner site as the frame's storage is. A browser that refuses
 * third-party cookies altogether (Safari) keeps none: a reload there gets the drawn first step,
 * which the app then takes over with the applicant's own step.
 */
export function inProgressCookie(inProgress: boolean, basePath: string, framed = false): string {
  const path = basePath.replace(/\/$/, '') || '/';
  const site = framed ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Lax';
  return inProgress ? `${IN_PROGRESS_COOKIE}=1; path=${path}; max-age=${IN_PROGRESS_COOKIE_MAX_AGE_S}; ${site}` : `${IN_PROGRESS_COOKIE}=; path=${path}; max-age=0; ${site}`;
}

/** Hosts of the machine that drew the pages: a drawn page that names one links to a server that is gone. */
const BUILD_HOST = /\b(?:127\.0\.0\.1|localhost|0\.0\.0\.0)(?::\d+)?\b|\[::1\]/;

/**
 * What is wrong with a drawn page: the build fails on any of
 * these rather than serve a page the app cannot take over or that links to the build machine.
 */
export function drawnPageProblems(html: string): string[] {
  const problems: string[] = [];
  const roots = html.match(/\bid="root"/g)?.length ?? 0;
  if (roots !== 1) problems.push(`${roots} #root elements (the app mounts into exactly one)`);
  const drawn = html.indexOf(`id="${PRERENDERED_ELEMENT_ID}"`);
  if (drawn < 0) problems.push(`no #${PRERENDERED_ELEMENT_ID} element`);
  else if (drawn > html.indexOf('id="root"')) problems.push(`#${PRERENDERED_ELEMENT_ID} comes after #root`);
  if (!/<h1[\s>]/.test(html)) problems.push('no heading (h1)');
  const host = BUILD_HOST.exec(html);
  if (host) problems.push(`names the build machine (${host[0]})`);
  return problems;
}
