import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dataPointsQueryOptions } from '../../api/data-points';
import type { ApiError } from '../../api/errors';
import { addDataPoints, type DynamicPagesState } from '../../domain/dynamic-form';
import { INITIAL_DETAILS_PATH } from '../../domain/form-config';
import { getDataPoint } from '../../domain/lead';
import { useApplicationState, useDynamicPages, useStores } from '../application/use-stores';
import { useRuntime } from '../runtime/runtime-context';
import { EmailField } from './email-field';
import { FieldRenderer } from './field-renderer';
import { LoanChoice } from './loan-choice';
import { StepLayout } from './step-layout';
import { SubmissionStatus } from './submission-status';
import { useEmailCheck } from './use-email-check';
import { useLead } from './use-answers';
import { useLeadWrite } from './use-lead-write';
import { isFieldErrorAnswer, useApplyServerErrors, useGoToForm } from './use-step-navigation';
import { useStepForm } from './use-step-form';

const selectInitialForm = (state: DynamicPagesState) => state.forms[INITIAL_DETAILS_PATH];
const selectTotal = (state: DynamicPagesState) => state.sequence.length;

/**
 * initial-details, the first v3 step (SPEC §3): e-mail, phone, consents and policies, with the loan
 * choice in its modal. Continue creates the lead, then asks the server which data points it wants,
 * builds the form sequence from them and goes to the next form.
 */
export default function InitialDetailsScreen() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('form');
  const { api, brand } = useRuntime();
  const queryClient = useQueryClient();
  const { dynamicPages } = useStores();
  const form = useDynamicPages(selectInitialForm);
  const total = useDynamicPages(selectTotal);
  const leadId = useApplicationState((state) => state.id);
  const lead = useLead();
  const goTo = useGoToForm();
  const applyErrors = useApplyServerErrors();
  const write = useLeadWrite('v3');
  const email = useEmailCheck(String(getDataPoint(lead, 'contactDetails.email') ?? ''));
  const [emailRejected, setEmailRejected] = useState(false);
  const [sequenceFailed, setSequenceFailed] = useState(false);
  const modalPoints = form?.modalDataPoints ?? [];
  const pagePoints = (form?.dataPoints ?? []).filter((point) => !modalPoints.includes(point));
  const step = useStepForm({
    dataPoints: form?.dataPoints ?? [],
    serverErrors: form?.errors ?? [],
    extraErrors: { 'contactDetails.email': email.rejected || emailRejected ? 'email.rejected' : undefined },
  });

  /** SPEC §3/§4: the server's data points build the sequence; the form after this one comes next. */
  const loadSequence = async (): Promise<DynamicPagesState | null> => {
    try {
      const { dataPoints } = await queryClient.fetchQuery(dataPointsQueryOptions(api, brand.id));
      dynamicPages.setState((state) => addDataPoints(state, dataPoints));
      setSequenceFailed(false);
      return dynamicPages.getState();
    } catch {
      setSequenceFailed(true);
      return null;
    }
  };

  const goOn = async () => {
    const pages = await loadSequence();
    const next = pages?.forms[INITIAL_DETAILS_PATH]?.next;
    if (next) goTo(next);
  };

  const onError = async (error: ApiError) => {
    if (!isFieldErrorAnswer(error)) return;
    // An error may name a data point of a later form: the sequence must exist to find its owner.
    await loadSequence();
    const errored = applyErrors(error);
    if (errored && errored !== INITIAL_DETAILS_PATH) goTo(errored);
    else step.showErrors();
  };

  const submit = async () => {
    if (!step.validate()) return;
    const emailOk = await email.confirm();
    setEmailRejected(!emailOk);
    if (!emailOk) return step.showErrors();
    // A lead created before (a reload after an offline submit) is not created twice.
    if (leadId) return void goOn();
    write.send({ onError: (error) => void onError(error) });
  };

  // The create's answer moves the applicant on wherever it comes from: this screen's own send, or a
  // submission resumed after an offline reload that no callback waits for. Coming back to a lead
  // created earlier (Back) does not move on by itself.
  const continueAfterCreate = useEffectEvent(() => void goOn());
  const awaitingCreate = useRef(leadId === undefined);
  useEffect(() => {
    if (!awaitingCreate.current || !leadId) return;
    awaitingCreate.current = false;
    continueAfterCreate();
  }, [leadId]);


  return (
    <StepLayout
      title={t(`steps>${INITIAL_DETAILS_PATH}>title`)}
      caption={form ? tf(`contexts>${form.context}`) : undefined}
      progress={total > 1 ? { current: 1, total } : undefined}
      summary={step.summary}
      focusKey={step.focusKey}
      onSubmit={() => void submit()}
      submitLabel={tf('actions>continue')}
      busy={write.isPending}
      footer={
        <>
          <SubmissionStatus status={write.status} onRetry={write.retry} />
          {sequenceFailed && (
            <div className="notice notice--error" role="alert">
              <p>{tf('submission>failed')}</p>
              <button type="button" className="button button--secondary" onClick={() => void goOn()}>
                {tf('actions>retry')}
              </button>
            </div>
          )}
        </>
      }
    >
      {modalPoints.length > 0 && <LoanChoice dataPoints={modalPoints} errors={step.errorOf} />}
      {pagePoints.map((point) =>
        point === 'contactDetails.email' ? (
          <EmailField key={point} check={email} error={step.errorOf(point)} />
        ) : (
          <FieldRenderer key={point} dataPoint={point} error={step.errorOf(point)} />
        ),
      )}
    </StepLayout>
  );
}
