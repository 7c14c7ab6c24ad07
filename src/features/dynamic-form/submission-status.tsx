import { useTranslation } from 'react-i18next';
import type { LeadWriteStatus } from './use-lead-write';

/**
 * What happens to the applicant's answers (DESIGN.md §5): sending, saved while offline, retried,
 * or failed with a way to try again. A live region, so a screen reader hears each change.
 */
export function SubmissionStatus({ status, onRetry, message }: { status: LeadWriteStatus; onRetry: () => void; message?: string }) {
  const { t } = useTranslation('form');
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
  // Offline, the layout's status line speaks for every waiting submission (features/offline): saying it
  // here too would make a screen reader hear it twice.
  const text = status === 'idle' ? message : status === 'offline' ? undefined : t(`submission>${status}`);
  return (
    <div className={text ? 'notice' : 'notice notice--empty'} role="status">
      {text && <p>{text}</p>}
    </div>
  );
}
