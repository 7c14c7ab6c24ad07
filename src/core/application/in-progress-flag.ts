import type { BrandRecord } from '../../config/brands';
import type { ApplicationState } from '../../domain/journey/application-record';
import { IN_PROGRESS_COOKIE, inProgressCookie, isInProgress } from '../../domain/journey/prerendered-page';
import type { Store } from './use-stores';

/**
 * Keeps the in-progress cookie in step with the stored application, so that a reload or a
 * later visit gets the plain page (and the app resumes with the answers) instead of the empty first
 * step drawn at build time. Only the flag goes in the cookie, never an answer.
 */
export function keepInProgressFlag(
  application: Store<ApplicationState>,
  brand: Pick<BrandRecord, 'amount' | 'period'>,
  /** In a partner's frame (SPEC §1): the cookie is a cross-site one there, and the frame keeps the flag itself too. */
  framed: boolean,
  writeCookie: (cookie: string) => void = (cookie) => {
    document.cookie = cookie;
  },
  writeFramedFlag: (inProgress: boolean) => void = writeLocalFlag,
): void {
  const defaults = { amount: brand.amount.default, period: brand.period.default };
  let written: boolean | undefined;
  const sync = () => {
    const inProgress = isInProgress(application.getState(), defaults);
    if (inProgress === written) return;
    written = inProgress;
    writeCookie(inProgressCookie(inProgress, import.meta.env.BASE_URL, framed));
    // A browser that refuses the frame's cookie (Safari) still sends the drawn first step to a
    // returning applicant: the drawn page reads this flag and shows nothing of it (drawn-step-framed.ts).
    if (framed) writeFramedFlag(inProgress);
  };
  sync();
  application.subscribe(sync);
}

/** The flag in the frame's web storage, where the browser gives it one (no storage: nothing was kept to resume either). */
function writeLocalFlag(inProgress: boolean) {
  try {
    if (inProgress) localStorage.setItem(IN_PROGRESS_COOKIE, '1');
    else localStorage.removeItem(IN_PROGRESS_COOKIE);
  } catch {
    // Storage refused: the answers live in the page's memory and a reload starts afresh anyway.
  }
}
