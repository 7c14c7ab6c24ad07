import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/runtime-context';

/** SPEC §4's no-op store keeps the app working, but nothing survives a reload: the applicant must know. */
export function StorageNotice() {
  const { storage } = useRuntime();
  const { t } = useTranslation();
  if (storage.backend !== 'noop') return null;
  return (
    <div className="offline-notice">
      <p className="offline-notice__title">{t('offline>storageUnavailableTitle')}</p>
      <p className="offline-notice__body">{t('offline>storageUnavailable')}</p>
    </div>
  );
}
