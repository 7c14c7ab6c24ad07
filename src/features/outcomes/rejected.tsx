import { useTranslation } from 'react-i18next';
import { LoanSummary } from './loan-summary';
import { StartAgainLink } from '../../ui/screen-parts/start-again-link';
import { useFirstName } from './use-first-name';
import '../../ui/screen-parts/outcome.css';
import { ScreenHeading } from '../../core/flow/screen-heading';
import { useCountryGuidance } from '../../ui/screen-parts/country-guidance';

/**
 * Rejected (state 13): kind words, no blame, and what the applicant can do now. The first action is
 * their country's free guidance, not a new application: each one is a new credit check, so starting
 * again is the second choice, with that said beside it.
 */
export default function RejectedScreen() {
  const { t } = useTranslation('flow');
  const { t: tc } = useTranslation();
  const firstName = useFirstName();
  const guidance = useCountryGuidance();
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
      </ul>
      <div className="outcome__actions">
        <a className="button button--primary" href={guidance.url} target="_blank" rel="noopener noreferrer">
          {t('rejected>guidanceAction', { name: guidance.name })}
          <span className="visually-hidden"> {tc('layout>opensInNewTab')}</span>
        </a>
      </div>
      <p>{t('rejected>newCheck')}</p>
      <div className="outcome__actions">
        <StartAgainLink label={t('rejected>tryAgain')} />
      </div>
    </section>
  );
}
