import { useEffect, useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../core/runtime/runtime-context';
import { askStorageAccess, canAskStorageAccess, type StorageAccessOutcome } from './storage-access';

/**
 * The answers live in this page's memory (the browser refuses storage: a blocked third-party frame,
 * some private modes): the applicant must know that closing the page loses them, and is told once,
 * on the screen where it began (DESIGN.md §11). Framed, where the browser can ask, a tap asks for
 * storage access; a refusal changes nothing else. Framed, the frame is small and the question comes
 * first: the notice is one line after the step's title, its details and buttons on demand.
 */
export function StorageNotice() {
  const { storage, framed, logger } = useRuntime();
  const { t } = useTranslation();
  const titleId = useId();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [shownOn] = useState(pathname);
  const [dismissed, setDismissed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<StorageAccessOutcome | null>(null);

  if (dismissed || pathname !== shownOn) return null;
  if (storage.backend !== 'memory' && outcome !== 'granted') return null;

  const ask = () => {
    setAsking(true);
    void askStorageAccess(storage, logger).then((answer) => {
      setAsking(false);
      setOutcome(answer);
    });
  };

  const title = t(outcome === 'granted' ? 'offline>storageGrantedTitle' : 'offline>storageUnavailableTitle');
  const details = (
    <>
      <p className="offline-notice__body" role={outcome ? 'status' : undefined}>
        {outcome === 'granted' ? t('offline>storageGranted') : outcome === 'refused' ? t('offline>storageRefused') : t('offline>storageUnavailable')}
      </p>
      <div className="offline-notice__actions">
        {outcome === null && canAskStorageAccess(storage, framed) && (
          <button type="button" className="button button--secondary" aria-disabled={asking} onClick={asking ? undefined : ask}>
            {t('offline>storageAsk')}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={() => setDismissed(true)}>
          {t('offline>storageDismiss')}
        </button>
      </div>
    </>
  );

  if (framed) {
    return (
      <AfterStepTitle>
        <details className="offline-notice offline-notice--compact" data-outcome={outcome ?? undefined}>
          <summary className="offline-notice__title">{title}</summary>
          {details}
        </details>
      </AfterStepTitle>
    );
  }
  return (
    <section className="offline-notice" aria-labelledby={titleId} data-outcome={outcome ?? undefined}>
      <p id={titleId} className="offline-notice__title">
        {title}
      </p>
      {details}
    </section>
  );
}

/**
 * Puts its children right after the screen's title (the h1 of the step on screen), or where it stands
 * while there is none yet: the place is made next to the title and goes with the notice.
 */
function AfterStepTitle({ children }: { children: ReactNode }) {
  const [place, setPlace] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let made: HTMLElement | null = null;
    const put = () => {
      const title = document.querySelector('main h1');
      if (!title || made?.isConnected) return;
      made = document.createElement('div');
      made.className = 'offline-notices--after-title';
      title.after(made);
      setPlace(made);
    };
    put();
    const observer = new MutationObserver(put);
    const main = document.getElementById('main');
    if (main) observer.observe(main, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      made?.remove();
    };
  }, []);
  return place ? createPortal(children, place) : null;
}
