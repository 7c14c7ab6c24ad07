import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MobileVerificationResponse } from '../../api/contract/mobile';
import { DEFAULT_SMS_CODE_LENGTH, SMS_CODE_INPUT_MAX_LENGTH, lastDigitsOf, normaliseSmsCode, secondsUntilResend, shouldSendOnOpen, validateSmsCode } from '../../domain/after-offer-steps/sms-code';
import { clearStepErrors } from '../../domain/journey/step-data';
import { useApplicationState, useStepData, useStores } from '../../core/application/use-stores';
import { useDetour } from '../../core/flow/navigator-context';
import { useRoutePath } from '../../core/flow/route-path';
import { TextField } from '../../ui/form-fields/text-field';
import { fieldId } from '../../ui/form-fields/formatters';
import { useOnline } from '../../ui/screen-parts/use-online';
import { AfterOfferStep } from './after-offer-step';
import { useAfterOfferForm, type StepField } from './use-after-offer-form';
import { useCountdown } from './use-countdown';
import { useStepCall } from '../../core/flow/use-step-call';

const SCREEN = 'mobileVerification';
const CODE = 'code';
const SENT_AT = 'sentAt';
const DELIVERY = 'delivery';
/** The number the last code went to: a different one now means the applicant changed it (state 15). */
const SENT_TO = 'sentTo';
/** sentAt is stamped just before the call is made: its answer may be a few ms older. */
const SENT_AT_TOLERANCE_MS = 1000;

/** The last digits only: enough to recognise the number, nothing more on screen. */
export const maskPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 3 ? `${'*'.repeat(digits.length - 3)}${digits.slice(-3)}` : '***';
};

const deliveryOf = (own: Record<string, unknown>) => own[DELIVERY] as MobileVerificationResponse | undefined;
const codeLengthOf = (own: Record<string, unknown>) => deliveryOf(own)?.codeLength ?? DEFAULT_SMS_CODE_LENGTH;

const FIELDS: StepField[] = [{ kind: 'own', name: CODE, validate: (value, values) => validateSmsCode(String(value ?? ''), codeLengthOf(values.own)) }];

/**
 * Mobile verification (state 7): a code is sent when the step first opens (POST
 * /lead/mobile/verification); a return to the step (a reload, Back, a later visit) sends none by
 * itself and drops a refused code with its message. The code is checked with POST
 * /v2/customer/mobile/verify and a right one moves the lead on. A new code can be asked for after a
 * visible countdown, which clears the old code and its error and puts the focus back in the field;
 * the number can be changed (state 15). A wrong code is the server's 422, at the field. The number
 * is said by its last digits ("ending in 678").
 */
export default function MobileVerificationScreen() {
  const { t } = useTranslation('steps');
  const route = useRoutePath();
  const detour = useDetour(route);
  const online = useOnline();
  const leadId = useApplicationState((state) => state.id) ?? '';
  const phone = useApplicationState((state) => String(state.data.contactDetails?.phoneNumber ?? ''));
  const { steps } = useStores();
  const send = useStepCall(route, 'mobileVerification');
  const resend = useStepCall(route, 'mobileResendCode');
  const verify = useStepCall(route, 'mobileVerify');
  const codeLength = useStepData((state) => codeLengthOf(state.answers[route] ?? {}));
  const form = useAfterOfferForm(route, SCREEN, FIELDS, { length: codeLength });
  const sentAt = form.own(SENT_AT) as number | undefined;
  const sentTo = form.own(SENT_TO) as string | undefined;
  const delivery = deliveryOf(form.values.own);
  const wait = useCountdown((now) => secondsUntilResend(sentAt, now));

  // A code when the step first opens; a return sends none by itself and starts clean.
  const opened = useRef(false);
  const { send: sendCode } = send;
  const { set } = form;
  useEffect(() => {
    if (opened.current || !leadId) return;
    opened.current = true;
    const now = Date.now();
    if (sentTo !== undefined && sentTo !== phone) {
      // Changing the number sent a code to the new one (PUT /v2/customer/mobile): say so, send none.
      set(SENT_AT, now);
      set(SENT_TO, phone);
      set(DELIVERY, { sent: true, maskedPhoneNumber: maskPhone(phone), codeLength: codeLength });
      return;
    }
    if (!shouldSendOnOpen(sentAt)) {
      // Back on the step: a code the server refused, and its message, belong to the last visit.
      if ((steps.getState().errors[route] ?? []).length > 0) {
        set(CODE, '');
        steps.setState((state) => clearStepErrors(state, route));
      }
      return;
    }
    set(SENT_AT, now);
    set(SENT_TO, phone);
    sendCode({ body: { leadId } });
  }, [leadId, sentAt, sentTo, phone, codeLength, sendCode, set, steps, route]);

  // Where the code went is kept with the step, so a reload still says it; an answer older than the
  // last code (the number changed since) says nothing any more.
  const latest = (resend.submittedAt ?? 0) >= (send.submittedAt ?? 0) ? resend : send;
  const answered = latest.data as MobileVerificationResponse | undefined;
  const current = answered && sentTo === phone && (latest.submittedAt ?? 0) >= (sentAt ?? 0) - SENT_AT_TOLERANCE_MS;
  useEffect(() => {
    if (answered && current) set(DELIVERY, answered);
  }, [answered, current, set]);

  const askForNewCode = () => {
    if (wait > 0 || resend.busy) return;
    set(SENT_AT, Date.now());
    set(CODE, '');
    steps.setState((state) => clearStepErrors(state, route));
    resend.send({ body: { leadId } });
    document.getElementById(fieldId(CODE))?.focus();
  };

  return (
    <AfterOfferStep
      screen={SCREEN}
      form={form}
      call={verify}
      submitLabel={t(`${SCREEN}>submit`)}
      onSubmit={() => verify.send({ body: { leadId, code: normaliseSmsCode(String(form.own(CODE) ?? '')) } })}
      intro={
        <>
          <p>{delivery ? t(`${SCREEN}>sentTo`, { digits: lastDigitsOf(delivery.maskedPhoneNumber), length: codeLength }) : t(`${SCREEN}>sending`)}</p>
          {!online && <p className="notice notice--warning">{t(`${SCREEN}>offline`)}</p>}
        </>
      }
      after={
        <div className="step__aside">
          <h2>{t(`${SCREEN}>noCodeTitle`)}</h2>
          <p>{t(`${SCREEN}>noCodeBody`)}</p>
          <button type="button" className="button button--secondary" aria-disabled={wait > 0 || resend.busy || undefined} onClick={askForNewCode}>
            {t(`${SCREEN}>resend`)}
          </button>
          {/* Read when reached, not every second; the status line says when a new code went. */}
          <p className="step__countdown" aria-live="off">
            {wait > 0 ? t(`${SCREEN}>resendIn`, { count: wait }) : ''}
          </p>
          <p role="status">{resend.status === 'sent' && delivery ? t(`${SCREEN}>resent`, { digits: lastDigitsOf(delivery.maskedPhoneNumber) }) : ''}</p>
          {detour && (
            <p>
              <Link to={detour} className="link">
                {t(`${SCREEN}>changeNumber`)}
              </Link>
            </p>
          )}
        </div>
      }
    >
      <TextField
        id={fieldId(CODE)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_INPUT_MAX_LENGTH}
        width="short"
        label={form.label(CODE)}
        hint={form.hint(CODE)}
        error={form.errorOf(CODE)}
        value={String(form.own(CODE) ?? '')}
        onChange={(text) => form.set(CODE, text)}
      />
    </AfterOfferStep>
  );
}
