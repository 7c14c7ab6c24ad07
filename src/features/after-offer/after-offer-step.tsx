import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StepLayout } from '../../ui/data-points/step-layout';
import { SubmissionStatus } from '../../ui/data-points/submission-status';
import { useScreenTitle } from '../../core/flow/use-screen-title';
import type { ScreenTextKey, ScreenWithIntroKey } from '../../config/text-keys';
import type { WriteStatus } from '../../core/flow/use-step-writes';
import type { AfterOfferForm } from './use-after-offer-form';
import { WhoAsks } from './who-asks';

/** The screen's texts in the `steps` namespace (`{screen}>title`, `>context`) and its intro: its own `>intro`, or one given. */
type ScreenTexts = { screen: ScreenWithIntroKey; intro?: ReactNode } | { screen: ScreenTextKey; intro: ReactNode };

export type AfterOfferStepProps = ScreenTexts & {
  form: AfterOfferForm;
  onSubmit: () => void;
  call: { busy: boolean; status: WriteStatus; retry: () => void };
  submitLabel?: string;
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
  const { t } = useTranslation(['steps', 'form']);
  const title = t(`${screen}>title`);
  useScreenTitle(title, form.summary.length > 0 && form.focusKey > 0);

  const seen = useRef(form.serverErrorCount);
  /** A press waiting for the rules: a second press meanwhile is the same one. */
  const waiting = useRef(false);
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
        // A rule still loading (the phone library) decides before the step does, not the lengths alone.
        const pending = form.ready();
        if (!pending) {
          if (form.validate()) onSubmit();
          return;
        }
        if (waiting.current) return;
        waiting.current = true;
        void pending.then(() => {
          waiting.current = false;
          if (form.validate()) onSubmit();
        });
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
      <WhoAsks />
      {/* No intro given means the screen has its own (ScreenTexts). */}
      {intro ?? <p className="step__intro">{t(`${screen as ScreenWithIntroKey}>intro`)}</p>}
      {children}
    </StepLayout>
  );
}
