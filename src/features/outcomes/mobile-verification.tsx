import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplicationState } from '../application/use-stores';
import { useSubmission } from '../submissions';
import { ErrorSummary, type SummaryError } from '../form-fields/error-summary';
import { NoApplication } from './no-application';
import { DEFAULT_SMS_CODE_LENGTH, normaliseSmsCode, validateSmsCode } from './sms-code';
import { TextField } from '../form-fields/text-field';
import { useOnline } from './use-online';
import './outcomes.css';

const FIELD_ID = 'sms-code';

/**
 * Mobile verification (state 7): a code is sent when the screen opens (POST /lead/mobile/verification),
 * checked with POST /v2/customer/mobile/verify { leadId, code }; a right code's answer { id, state }
 * is applied by the flow navigator (applyLeadAnswer), like every lead write. A wrong one is 422
 * { errors: { code: 'wrongCode' } }, shown at the field.
 */
export default function MobileVerificationScreen() {
  const leadId = useApplicationState((state) => state.id);
  if (!leadId) return <NoApplication titleKey="mobileVerification>title" />;
  return <CodeForm leadId={leadId} />;
}

function CodeForm({ leadId }: { leadId: string }) {
  const { t } = useTranslation('flow');
  const online = useOnline();
  const send = useSubmission('mobileVerification');
  const resend = useSubmission('mobileResendCode');
  const verify = useSubmission('mobileVerify');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [summary, setSummary] = useState<readonly SummaryError[]>([]);
  const [attempts, setAttempts] = useState(0);
  const sent = useRef(false);

  const { submit: sendCode } = send;
  useEffect(() => {
    // Once per visit of the screen (React's development double effect included).
    if (sent.current) return;
    sent.current = true;
    sendCode({ body: { leadId } });
  }, [sendCode, leadId]);

  const delivery = resend.data ?? send.data;
  const codeLength = delivery?.codeLength ?? DEFAULT_SMS_CODE_LENGTH;
  const showError = (text: string | undefined) => {
    setFieldError(text);
    setSummary(text ? [{ id: FIELD_ID, message: text }] : []);
    if (text) setAttempts((count) => count + 1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSmsCode(code, codeLength);
    if (problem) return showError(t(`mobileVerification>errors>${problem}`, { length: codeLength }));
    showError(undefined);
    verify.submit(
      { body: { leadId, code: normaliseSmsCode(code) } },
      {
        onError: (error) =>
          showError(t(error.fieldErrors.code === 'wrongCode' ? 'mobileVerification>errors>wrongCode' : 'mobileVerification>errors>failed')),
      },
    );
  };

  return (
    <section className="step outcome" aria-labelledby="mobile-title">
      <ErrorSummary errors={summary} focusKey={attempts} />
      <p className="step__context">{t('mobileVerification>context')}</p>
      <h1 id="mobile-title" className="step__title" tabIndex={-1}>
        {t('mobileVerification>title')}
      </h1>
      <p>
        {delivery
          ? t('mobileVerification>sentTo', { phone: delivery.maskedPhoneNumber, length: codeLength })
          : t('mobileVerification>sending')}
      </p>
      {!online && <p className="notice notice--warning">{t('mobileVerification>offline')}</p>}
      <form noValidate onSubmit={onSubmit}>
        <TextField
          id={FIELD_ID}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={codeLength + 2}
          width="short"
          label={t('mobileVerification>label')}
          hint={t('mobileVerification>hint', { length: codeLength })}
          error={fieldError}
          value={code}
          onChange={setCode}
        />
        <div className="outcome__actions">
          <button type="submit" className="button button--primary" disabled={verify.isPending || verify.isSuccess}>
            {verify.isPending || verify.isSuccess ? t('mobileVerification>checking') : t('mobileVerification>submit')}
          </button>
        </div>
      </form>
      <h2>{t('mobileVerification>noCodeTitle')}</h2>
      <p>{t('mobileVerification>noCodeBody')}</p>
      <div>
        <button type="button" className="outcome__link" disabled={resend.isPending} onClick={() => resend.submit({ body: { leadId } })}>
          {t('mobileVerification>resend')}
        </button>
        {/* Always in the page, so that screen readers announce the text when it appears. */}
        <p role="status">{resend.isSuccess && delivery ? t('mobileVerification>resent', { phone: delivery.maskedPhoneNumber }) : ''}</p>
      </div>
    </section>
  );
}
