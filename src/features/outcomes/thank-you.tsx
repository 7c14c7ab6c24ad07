import { useTranslation } from 'react-i18next';
import { LoanSummary } from './loan-summary';
import { StartAgainLink } from '../../ui/screen-parts/start-again-link';
import { useFirstName } from './use-first-name';
import '../../ui/screen-parts/outcome.css';
import { ScreenHeading } from '../../core/flow/screen-heading';

/** Thank you (state 11): the server has everything it needs (the last offer declined, a step the server closes with it). */
export default function ThankYouScreen() {
  const { t } = useTranslation('flow');
  const firstName = useFirstName();
  return (
    <section className="step outcome" aria-labelledby="thank-you-title">
      <span className="outcome__badge" aria-hidden="true">✓</span>
      <ScreenHeading id="thank-you-title">{firstName ? t('thankYou>titleNamed', { name: firstName }) : t('thankYou>title')}</ScreenHeading>
      <p className="outcome__lead">{t('thankYou>lead')}</p>
      <LoanSummary />
      <h2>{t('outcomes>whatNext')}</h2>
      <ol className="next-steps">
        <li>{t('thankYou>next1')}</li>
        <li>{t('thankYou>next2')}</li>
      </ol>
      <div className="outcome__actions">
        <StartAgainLink />
      </div>
    </section>
  );
}
