import { useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { fieldNameOf } from '../../domain/data-points';
import type { FieldError } from '../../domain/dynamic-form';
import { getDataPoint } from '../../domain/lead';
import { useStores } from '../application/use-stores';
import { FieldRenderer } from './field-renderer';
import { useLead } from './use-answers';
import { LEGACY_PAGES, legacyPage } from './legacy-pages';
import { StepLayout } from './step-layout';
import { SubmissionStatus } from './submission-status';
import { useLeadWrite } from './use-lead-write';
import { useStepForm } from './use-step-form';

/**
 * The legacy flow's pages (loan-information … reference-information) for the brands that use it:
 * the same registry and field components, grouped by each state's data section. The first page
 * creates the lead (v2), the others update it; the server's answer state moves the applicant
 * (applyLeadAnswer in the flow navigator). 422 errors are shown at this page's fields.
 */
type RejectedAnswer = FieldError & { value: unknown };

export default function LegacyStepScreen() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const page = LEGACY_PAGES.find((candidate) => pathname.endsWith(candidate.route));
  if (!page) return null;
  return <LegacyStep key={page.route} route={page.route} />;
}

function LegacyStep({ route }: { route: string }) {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('form');
  const page = legacyPage(route);
  const lead = useLead();
  const [rejected, setRejected] = useState<RejectedAnswer[]>([]);
  const [incomplete, setIncomplete] = useState(false);
  // A server error stays until its answer changes (the dynamic flow keeps them in its store instead).
  const serverErrors = rejected.filter((entry) => getDataPoint(lead, entry.dataPoint) === entry.value);
  const step = useStepForm({ dataPoints: page?.dataPoints ?? [], serverErrors });
  const write = useLeadWrite('v2');
  const { application } = useStores();
  const index = LEGACY_PAGES.findIndex((candidate) => candidate.route === route);
  const previous = index > 0 ? LEGACY_PAGES[index - 1]?.route : undefined;

  const submit = () => {
    if (!step.validate()) return;
    setIncomplete(false);
    write.send({
      onSuccess: (answer) => setIncomplete(answer.state === undefined),
      onError: (error) => {
        const entries = Object.entries(error.fieldErrors);
        if (entries.length === 0) return;
        const current = application.getState().data;
        setRejected(entries.map(([dataPoint, message]) => ({ dataPoint, message, fieldName: fieldNameOf(dataPoint), value: getDataPoint(current, dataPoint) })));
        step.showErrors();
      },
    });
  };

  return (
    <StepLayout
      title={t(`steps>${route.slice(1)}>title`)}
      progress={{ current: index + 1, total: LEGACY_PAGES.length }}
      back={previous}
      summary={step.summary}
      focusKey={step.focusKey}
      onSubmit={submit}
      submitLabel={tf('actions>continue')}
      busy={write.isPending}
      footer={<SubmissionStatus status={write.status} onRetry={write.retry} message={incomplete ? tf('submission>incomplete') : undefined} />}
    >
      {step.visible.map((point) => (
        <FieldRenderer key={point} dataPoint={point} error={step.errorOf(point)} />
      ))}
    </StepLayout>
  );
}
