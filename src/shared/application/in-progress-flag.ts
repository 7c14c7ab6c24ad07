import type { BrandRecord } from '../../config/brands';
import type { ApplicationState } from '../../domain/application-state';
import { inProgressCookie, isInProgress } from '../../domain/prerendered-page';
import type { Store } from './use-stores';

/**
 * Issue 14: keeps the in-progress cookie in step with the stored application, so that a reload or a
 * later visit gets the plain page (and the app resumes with the answers) instead of the empty first
 * step drawn at build time. Only the flag goes in the cookie, never an answer.
 */
export function keepInProgressFlag(
  application: Store<ApplicationState>,
  brand: Pick<BrandRecord, 'amount' | 'period'>,
  writeCookie: (cookie: string) => void = (cookie) => {
    document.cookie = cookie;
  },
): void {
  const defaults = { amount: brand.amount.default, period: brand.period.default };
  let written: boolean | undefined;
  const sync = () => {
    const inProgress = isInProgress(application.getState(), defaults);
    if (inProgress === written) return;
    written = inProgress;
    writeCookie(inProgressCookie(inProgress, import.meta.env.BASE_URL));
  };
  sync();
  application.subscribe(sync);
}
