import { useTranslation } from 'react-i18next';
import { endedByDecline } from '../../domain/journey/application-record';
import { useApplicationState } from '../../core/application/use-stores';
import { LoanSummary } from './loan-summary';
import { StartAgainLink } from '../../ui/screen-parts/start-again-link';
import { useFirstName } from './use-first-name';
import '../../ui/screen-parts/outcome.css';
import { ScreenHeading } from '../../core/flow/screen-heading';
import { CountryGuidanceLink } from '../../ui/screen-parts/country-guidance';

/**
 * Thank you (state 11): the server has everything it needs (a step the server closes with it). When
 * the applicant declined their last offer the same state means the application has ended: said as
 * it is, with no success mark and no promise of news, and what they may do next.
 */
export default function ThankYouScreen() {
  const ended = useApplicationState(endedByDecline);
  return ended ? <EndedByDecline /> : <ThankYou />;
}

function ThankYou() {
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

function EndedByDecline() {
  const { t } = useTranslation('flow');
  return (
    <section className="step outcome" aria-labelledby="thank-you-title">
      <ScreenHeading id="thank-you-title">{t('declined>title')}</ScreenHeading>
      <p className="outcome__lead">{t('declined>lead')}</p>
      <p>{t('declined>nothingMore')}</p>
      <LoanSummary />
      <h2>{t('rejected>whatYouCanDo')}</h2>
      <ul className="next-steps">
        <li>
          <CountryGuidanceLink />
        </li>
        <li>{t('declined>newApplication')}</li>
      </ul>
      <div className="outcome__actions">
        <StartAgainLink />
      </div>
    </section>
  );
}
