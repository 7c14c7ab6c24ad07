import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StepLayout } from '../dynamic-form/step-layout';
import { SubmissionStatus } from '../dynamic-form/submission-status';
import { useScreenTitle } from '../flow/use-screen-title';
import type { WriteStatus } from '../flow/use-step-writes';
import type { AfterOfferForm } from './use-after-offer-form';

export type AfterOfferStepProps = {
  /** The screen's translation key base in the `steps` namespace: `{screen}>title`, `>context`, `>intro`. */
  screen: string;
  form: AfterOfferForm;
  onSubmit: () => void;
  call: { busy: boolean; status: WriteStatus; retry: () => void };
  submitLabel?: string;
  /** Below the intro, above the questions (what the lender asks this for). */
  intro?: ReactNode;
  /** Below the button: a way to skip, a link to change something. */
  after?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every after-offer step: the same layout, error summary, busy button and submission
 * status as the form steps (one look, one error path), its title in the tab, and a 422 that
 * arrives while the step is open (also to a submission resumed after a reload) focused in the summary.
 */
export function AfterOfferStep({ screen, form, onSubmit, call, submitLabel, intro, after, children }: AfterOfferStepProps) {
  const { t } = useTranslation('steps');
  const title = t(`${screen}>title`);
  useScreenTitle(title, form.summary.length > 0 && form.focusKey > 0);

  const seen = useRef(form.serverErrorCount);
  const { showErrors, serverErrorCount } = form;
  useEffect(() => {
    if (serverErrorCount > seen.current) showErrors();
    seen.current = serverErrorCount;
  }, [serverErrorCount, showErrors]);

  return (
    <StepLayout
      title={title}
      caption={t(`${screen}>context`)}
      summary={form.summary}
      focusKey={form.focusKey}
      onSubmit={() => {
        if (form.validate()) onSubmit();
      }}
      submitLabel={submitLabel ?? t('form^actions>continue')}
      busy={call.busy}
      footer={
        <>
          <SubmissionStatus status={call.status} onRetry={call.retry} />
          {after}
        </>
      }
    >
      {intro ?? <p className="step__intro">{t(`${screen}>intro`)}</p>}
      {children}
    </StepLayout>
  );
}
