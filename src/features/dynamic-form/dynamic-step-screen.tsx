import { useState } from 'react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isLastForm, type DynamicForm, type DynamicPagesState } from '../../domain/dynamic-form';
import { INITIAL_DETAILS_PATH, formRoute } from '../../domain/form-config';
import { useDynamicPages } from '../application/use-stores';
import { FieldRenderer } from './field-renderer';
import { StepLayout } from './step-layout';
import { SubmissionStatus } from './submission-status';
import { useLeadWrite } from './use-lead-write';
import { isFieldErrorAnswer, useApplyServerErrors, useGoToForm } from './use-step-navigation';
import { useStepForm } from './use-step-form';

const selectForms = (state: DynamicPagesState) => state.forms;
const selectSequence = (state: DynamicPagesState) => state.sequence;

/**
 * Every dynamic step of SPEC §3 (loan-purpose … total-debt) from the registry and the form the
 * dynamic pages hold: its data points, context caption, translated title, prev and next. The last
 * form sends the whole lead; the server's state then moves the applicant (flow navigator).
 */
export default function DynamicStepScreen() {
  const { formPath } = useParams({ strict: false });
  const forms = useDynamicPages(selectForms);
  const sequence = useDynamicPages(selectSequence);
  const form = formPath ? forms[formPath as keyof typeof forms] : undefined;
  if (!formPath) return null;
  if (!form) return <NotStartedStep path={formPath} />;
  // Keyed by path: each step starts with its own validation state.
  return <DynamicStep key={form.path} form={form} total={sequence.length} />;
}

function DynamicStep({ form, total }: { form: DynamicForm; total: number }) {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('form');
  const goTo = useGoToForm();
  const applyErrors = useApplyServerErrors();
  const write = useLeadWrite('v3');
  const [incomplete, setIncomplete] = useState(false);
  const step = useStepForm({ dataPoints: form.dataPoints, serverErrors: form.errors });
  const last = isLastForm(form);
  const title = t(`steps>${form.path}>title`);
  const single = step.visible.length === 1;

  const submit = () => {
    if (!step.validate()) return;
    if (!last && form.next) return goTo(form.next);
    setIncomplete(false);
    write.send({
      // A moving state is followed by the flow navigator; a lead the server still finds incomplete stays here.
      onSuccess: (answer) => setIncomplete(!answer.state),
      onError: (error) => {
        if (!isFieldErrorAnswer(error)) return;
        const errored = applyErrors(error);
        if (errored && errored !== form.path) goTo(errored);
        else step.showErrors();
      },
    });
  };

  return (
    <StepLayout
      title={title}
      caption={tf(`contexts>${form.context}`)}
      progress={{ current: form.step, total }}
      back={formRoute(form.prev ?? INITIAL_DETAILS_PATH)}
      summary={step.summary}
      focusKey={step.focusKey}
      onSubmit={submit}
      submitLabel={tf(last ? 'actions>send' : 'actions>continue')}
      busy={write.isPending}
      footer={<SubmissionStatus status={write.status} onRetry={write.retry} message={incomplete ? tf('submission>incomplete') : undefined} />}
    >
      {step.visible.map((point) => (
        <FieldRenderer
          key={point}
          dataPoint={point}
          error={step.errorOf(point)}
          labelHidden={single}
          label={single ? title : undefined}
        />
      ))}
    </StepLayout>
  );
}

/** A step opened before the application started: its title, and the way to the first step. */
function NotStartedStep({ path }: { path: string }) {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('form');
  return (
    <section className="step not-started" aria-labelledby="step-title">
      <h1 id="step-title" className="step__title" tabIndex={-1}>
        {t(`steps>${path}>title`)}
      </h1>
      <p>{tf('notStarted>body')}</p>
      <Link to={formRoute(INITIAL_DETAILS_PATH)} className="button button--primary">
        {tf('notStarted>start')}
      </Link>
    </section>
  );
}
