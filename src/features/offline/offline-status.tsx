import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { createSubmissionTracker } from './submission-tracker';
import { formatSentTime, offlineNotice, SENT_NOTICE_MS } from './offline-notice';
import { connection, isOnline, subscribeConnection, subscribeOnline } from './online-state';

/**
 * The status line of DESIGN.md §5. The live region is always in the page (a region inserted with
 * its text is often not announced); only its text changes.
 */
export function OfflineStatus() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [tracker] = useState(() =>
    createSubmissionTracker({ cache: queryClient.getMutationCache(), isOnline, subscribeOnline, now: Date.now }),
  );
  const current = useSyncExternalStore(subscribeConnection, connection, () => 'online' as const);
  const status = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, tracker.getSnapshot);
  // The sent notice goes away SENT_NOTICE_MS after the answer; the clock is read by the timer, not in render.
  const [expiredSentAt, setExpiredSentAt] = useState<number | null>(null);
  useEffect(() => {
    const sentAt = status.sentAt;
    if (sentAt === null) return undefined;
    const timer = setTimeout(() => setExpiredSentAt(sentAt), Math.max(0, sentAt + SENT_NOTICE_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [status.sentAt]);

  const sentAt = status.sentAt ?? 0;
  const notice = offlineNotice({ connection: current, status, now: expiredSentAt === status.sentAt ? sentAt + SENT_NOTICE_MS : sentAt });
  return (
    <div className="offline-status" data-kind={notice.kind} role="status" aria-live="polite">
      {notice.kind === 'offline' && (
        <p className="offline-status__text">
          {t(notice.notAnswering ? 'offline>notAnswering' : 'offline>offline')} {notice.waiting > 0 && t('offline>waiting')}
        </p>
      )}
      {notice.kind === 'sending' && <p className="offline-status__text">{t('offline>sending')}</p>}
      {notice.kind === 'sent' && (
        <p className="offline-status__text">{t('offline>sent', { time: formatSentTime(notice.sentAt, i18n.language) })}</p>
      )}
    </div>
  );
}
