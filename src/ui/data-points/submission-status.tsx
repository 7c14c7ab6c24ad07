import { useTranslation } from 'react-i18next';
import type { WriteStatus } from '../../core/flow/use-step-writes';

/**
 * What happens to the applicant's answers (DESIGN.md §5): sending, slow (said after a few seconds,
 * with the promise that nothing is lost and a retry that sends the same submission), saved while
 * offline, retried, or failed with a way to try again. A live region, so a screen reader hears each
 * change; the region is always there, so appearing text never moves the button above it.
 */
export function SubmissionStatus({ status, onRetry, message }: { status: WriteStatus; onRetry: () => void; message?: string }) {
  const { t } = useTranslation('form');
  const { t: ts } = useTranslation('steps');
  if (status === 'failed') {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('submission>failed')}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('actions>retry')}
        </button>
      </div>
    );
  }
  if (status === 'slow') {
    return (
      <div className="notice notice--warning" role="status">
        <p>{ts('submission>slow')}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {ts('submission>retryNow')}
        </button>
      </div>
    );
  }
  // Offline, the layout's status line speaks for every waiting submission (features/offline): saying it
  // here too would make a screen reader hear it twice.
  const text = status === 'sending' || status === 'retrying' ? t(`submission>${status}`) : status === 'offline' ? undefined : message;
  return (
    <div className={text ? 'notice' : 'notice notice--empty'} role="status">
      {text && <p>{text}</p>}
    </div>
  );
}
