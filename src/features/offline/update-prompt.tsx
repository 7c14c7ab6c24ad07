import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceWorkerUpdates } from './update-store';

/**
 * "A new version is ready — Update" (DESIGN.md §9). Never applied by itself: the applicant
 * presses Update when it suits them, and the page reloads only after every answer is saved.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(serviceWorkerUpdates.subscribe, serviceWorkerUpdates.getState, serviceWorkerUpdates.getState);
  if (state.status === 'none') return null;
  const applying = state.status === 'applying';
  return (
    <div className="update-prompt">
      <p className="update-prompt__text" role="status">
        {t('offline>update>ready')} {t('offline>update>keepsAnswers')}
      </p>
      <button type="button" className="button button--secondary update-prompt__button" disabled={applying} onClick={() => void serviceWorkerUpdates.apply()}>
        {applying ? t('offline>update>applying') : t('offline>update>button')}
      </button>
    </div>
  );
}
