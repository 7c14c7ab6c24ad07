import { useTranslation } from 'react-i18next';
import { StartAgainLink } from './start-again-link';

/** A screen that needs a lead id, reached without one (a bookmark, cleared storage): no dead end. */
export function NoApplication({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('flow');
  return (
    <section className="step outcome" aria-labelledby="no-application-title">
      <h1 id="no-application-title" className="step__title" tabIndex={-1}>
        {t(titleKey)}
      </h1>
      <p className="notice notice--warning">{t('outcomes>noApplication')}</p>
      <div className="outcome__actions">
        <StartAgainLink primary label={t('outcomes>startApplication')} />
      </div>
    </section>
  );
}
