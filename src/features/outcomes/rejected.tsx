import { useTranslation } from 'react-i18next';
import { LoanSummary } from './loan-summary';
import { StartAgainLink } from '../../ui/screen-parts/start-again-link';
import { useFirstName } from './use-first-name';
import '../../ui/screen-parts/outcome.css';
import { ScreenHeading } from '../../core/flow/screen-heading';
import { CountryGuidanceLink } from '../../ui/screen-parts/country-guidance';

/** Rejected (state 13): kind words, no blame, and what the applicant can do now, with their country's free guidance. */
export default function RejectedScreen() {
  const { t } = useTranslation('flow');
  const firstName = useFirstName();
  return (
    <section className="step outcome" aria-labelledby="rejected-title">
      <ScreenHeading id="rejected-title">{t('rejected>title')}</ScreenHeading>
      <p className="outcome__lead">{firstName ? t('rejected>leadNamed', { name: firstName }) : t('rejected>lead')}</p>
      <p>{t('rejected>why')}</p>
      <LoanSummary />
      <h2>{t('rejected>whatYouCanDo')}</h2>
      <ul className="next-steps">
        <li>{t('rejected>option1')}</li>
        <li>{t('rejected>option2')}</li>
        <li>
          <CountryGuidanceLink />
        </li>
      </ul>
      <div className="outcome__actions">
        <StartAgainLink primary label={t('rejected>tryAgain')} />
      </div>
    </section>
  );
}
