import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../config/text-keys';
import { StartAgainLink } from './start-again-link';
import { ScreenHeading } from '../../core/flow/screen-heading';
import './outcome.css';

/** A screen that needs a lead id, reached without one (a bookmark, cleared storage): no dead end. */
export function NoApplication({ titleKey }: { titleKey: TextKey<'flow'> }) {
  const { t } = useTranslation('flow');
  return (
    <section className="step outcome" aria-labelledby="no-application-title">
      <ScreenHeading id="no-application-title">{t(titleKey)}</ScreenHeading>
      <p className="notice notice--warning">{t('outcomes>noApplication')}</p>
      <div className="outcome__actions">
        <StartAgainLink primary label={t('outcomes>startApplication')} />
      </div>
    </section>
  );
}
