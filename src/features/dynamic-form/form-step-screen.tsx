import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { askedDataPoints, formAt, previousForm, progressAt, sendsApplication } from '../../domain/journey/journey';
import type { DynamicForm } from '../../domain/journey/dynamic-form';
import { formRoute } from '../../domain/journey/form-config';
import { getDataPoint } from '../../domain/lead/lead';
import { inNameOrder } from '../../domain/country/country-rules';
import { useRuntime } from '../../core/runtime/runtime-context';
import { useJourney } from '../../core/flow/navigator-context';
import { useFormSubmit } from '../../core/flow/use-form-submit';
import { useRoutePath } from '../../core/flow/route-path';
import { useScreenTitle } from '../../core/flow/use-screen-title';
import { EmailField } from './email-field';
import { FieldRenderer } from '../../ui/data-points/field-renderer';
import { LoanChoice } from './loan-choice';
import { LoanExample } from './loan-example';
import { StepLayout } from '../../ui/data-points/step-layout';
import { SubmissionStatus } from '../../ui/data-points/submission-status';
import { useEmailCheck } from './use-email-check';
import { useLead } from '../../ui/data-points/use-answers';
import { useStepForm } from './use-step-form';
import { WhoIsAsking } from '../../ui/screen-parts/trader-identity';

export { formStepQueries as queries } from '../../ui/data-points/form-step-queries';

const EMAIL = 'contactDetails.email';

/**
 * Every form step of both flows (DESIGN.md §10: v2 and v3 differ by data): initial-details and the
 * dynamic forms of v3, the classic pages of v2, the reference page of state 25. What it asks, its
 * place in the sequence and what Continue does come from the journey engine; one layout, one
 * submit path (useFormSubmit) and one error path (the server's 422s in the form's errors).
 */
export default function FormStepScreen() {
  const route = useRoutePath();
  const journey = useJourney();
  const form = formAt(journey, route);
  if (!form) return null;
  // Keyed by path: each step starts with its own validation state.
  return <FormStep key={form.path} form={form} route={route} />;
}

function FormStep({ form, route }: { form: DynamicForm; route: string }) {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('form');
  const journey = useJourney();
  const lead = useLead();
  const { brand } = useRuntime();
  const points = inNameOrder(askedDataPoints(journey, form), brand.country);
  const modalPoints = (form.modalDataPoints ?? []).filter((point) => points.includes(point));
  const pagePoints = points.filter((point) => !modalPoints.includes(point));
  const asksEmail = pagePoints.includes(EMAIL);
  const email = useEmailCheck(asksEmail ? String(getDataPoint(lead, EMAIL) ?? '') : '');
  const step = useStepForm({
    dataPoints: points,
    serverErrors: form.errors,
    extraErrors: { [EMAIL]: asksEmail && email.rejected ? 'email.rejected' : undefined },
  });
  const submit = useFormSubmit(route);
  const previous = previousForm(journey, form);
  const final = sendsApplication(journey, form);
  const title = t(`steps>${form.path}>title`);
  const single = pagePoints.length === 1 && modalPoints.length === 0 && form.path !== 'initial-details';
  useScreenTitle(title, step.summary.length > 0 && step.focusKey > 0);

  // Errors that arrive while the step is open (a 422, also to a submission resumed after a reload) take focus.
  const errorCount = useRef(form.errors.length);
  const { showErrors } = step;
  useEffect(() => {
    if (form.errors.length > errorCount.current) showErrors();
    errorCount.current = form.errors.length;
  }, [form.errors.length, showErrors]);

  const onSubmit = () =>
    void submit.submit(async () => {
      // A rule still loading (the phone library) decides before the step does, not the lengths alone.
      const pending = step.ready();
      if (pending) await pending;
      if (!step.validate()) return false;
      if (!asksEmail) return true;
      const ok = await email.confirm();
      if (!ok) step.showErrors();
      return ok;
    });

  return (
    <StepLayout
      title={title}
      caption={tf(`contexts>${form.context}`)}
      progress={progressAt(journey, form)}
      back={previous ? formRoute(previous.path) : undefined}
      summary={step.summary}
      focusKey={step.focusKey}
      onSubmit={onSubmit}
      submitLabel={tf(final ? 'actions>send' : 'actions>continue')}
      busy={submit.busy}
      footer={
        <>
          <SubmissionStatus
            status={submit.status}
            onRetry={submit.retry}
            message={submit.checkingSlow ? tf('submission>checkingSlow') : submit.incomplete ? tf('submission>incomplete') : undefined}
          />
          {/* Continue could not start its write: the same words and retry as a write that failed. */}
          {submit.pressFailed && <SubmissionStatus status="failed" onRetry={onSubmit} />}
        </>
      }
    >
      {/* The first step says what the application asks for and how long it takes, and who asks in what capacity. */}
      {!previous && <p className="step-ready">{tf('start>ready')}</p>}
      {!previous && <WhoIsAsking />}
      {modalPoints.length > 0 && <LoanChoice dataPoints={modalPoints} errors={step.errorOf} />}
      {pagePoints.map((point) =>
        point === EMAIL ? (
          <EmailField key={point} check={email} error={step.errorOf(point)} />
        ) : (
          <FieldRenderer key={point} dataPoint={point} error={step.errorOf(point)} labelHidden={single} label={single ? title : undefined} />
        ),
      )}
      {pagePoints.includes('amount') && pagePoints.includes('period') && <LoanExample />}
    </StepLayout>
  );
}
