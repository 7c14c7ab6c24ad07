import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { validateEmail } from '../../domain/validation/validation';
import { useApplicationState, useStores, useUiState } from '../../core/application/use-stores';
import { withdrawMarketingConsent } from '../../domain/lead/personal-data';
import { UNSUBSCRIBE_EMAIL_KEY } from '../../core/application/ui-keys';
import { useSubmissionControls } from '../../core/submissions';
import { useRoutePath } from '../../core/flow/route-path';
import { useStepWrites } from '../../core/flow/use-step-writes';
import { ErrorSummary, type SummaryError } from '../../ui/form-fields/error-summary';
import { TextField } from '../../ui/form-fields/text-field';
import { useOnline } from '../../ui/screen-parts/use-online';
import '../../ui/screen-parts/outcome.css';
import { ScreenHeading } from '../../core/flow/screen-heading';

const FIELD_ID = 'unsubscribe-email';

/**
 * /unsubscribe (SPEC §7: /customer/email/unsubscribe?email=): the address from the e-mail's link
 * (?email=, or the address this browser's application holds) fills the field and one press confirms,
 * so a mail scanner opening the link unsubscribes nobody; without it, the applicant types it.
 */
export default function UnsubscribeScreen() {
  const { t } = useTranslation('flow');
  const online = useOnline();
  const fromAddress = useLocation({ select: (location) => (location.search as Record<string, unknown>).email });
  // The boot takes ?email= out of the address and keeps it for this form only, never in the application.
  const fromLanding = useUiState((state) => state.asyncFormData[UNSUBSCRIBE_EMAIL_KEY]);
  const known = useApplicationState((state) => state.data.contactDetails?.email);
  const [email, setEmail] = useState(() => [fromAddress, fromLanding, known].find((value) => typeof value === 'string' && value !== '') as string | undefined ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const [summary, setSummary] = useState<readonly SummaryError[]>([]);
  const [attempts, setAttempts] = useState(0);
  const { submit } = useSubmissionControls();
  const route = useRoutePath();
  const unsubscribe = useStepWrites(route, ['unsubscribe']);
  const { application } = useStores();
  const unsubscribed = unsubscribe.status === 'sent' ? unsubscribe.variables?.query?.email : undefined;
  useEffect(() => {
    if (unsubscribed) application.setState((state) => withdrawMarketingConsent(state, unsubscribed));
  }, [application, unsubscribed]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const key = validateEmail(email);
    const text = key ? t(key === 'required' ? 'unsubscribe>errors>required' : 'unsubscribe>errors>invalid') : undefined;
    setFieldError(text);
    setSummary(text ? [{ id: FIELD_ID, message: text }] : []);
    setAttempts((count) => count + 1);
    if (!text) void submit({ name: 'unsubscribe', input: { query: { email: email.trim() } }, origin: route });
  };

  if (unsubscribe.status === 'sent') {
    return (
      <section className="step outcome" aria-labelledby="unsubscribe-title">
        <span className="outcome__badge" aria-hidden="true">✓</span>
        <ScreenHeading id="unsubscribe-title">{t('unsubscribe>doneTitle')}</ScreenHeading>
        <p className="outcome__lead" role="status">
          {t('unsubscribe>doneBody', { email: unsubscribe.variables?.query?.email ?? email })}
        </p>
        <p>{t('unsubscribe>doneNote')}</p>
      </section>
    );
  }

  const serverFailed = unsubscribe.status === 'failed' || unsubscribe.status === 'rejected';
  return (
    <section className="step outcome" aria-labelledby="unsubscribe-title">
      <ErrorSummary errors={summary} focusKey={attempts} />
      <ScreenHeading id="unsubscribe-title">{t('unsubscribe>title')}</ScreenHeading>
      <p>{t('unsubscribe>intro')}</p>
      {serverFailed && (
        <p className="notice notice--warning" role="alert">
          {t('unsubscribe>errors>failed')}
        </p>
      )}
      {unsubscribe.status === 'offline' && !online && <p className="notice" role="status">{t('unsubscribe>offline')}</p>}
      <form noValidate onSubmit={onSubmit}>
        <TextField
          id={FIELD_ID}
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t('unsubscribe>label')}
          hint={t('unsubscribe>hint')}
          error={fieldError}
          value={email}
          onChange={setEmail}
        />
        <div className="outcome__actions">
          <button type="submit" className="button button--primary" disabled={unsubscribe.busy}>
            {unsubscribe.busy ? t('unsubscribe>sending') : t('unsubscribe>submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
