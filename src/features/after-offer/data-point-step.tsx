import type { ScreenWithIntroKey } from '../../config/text-keys';
import { useState, type ReactNode } from 'react';
import type { WriteName, WriteVariables } from '../../api/writes';
import { pickDataPoints } from '../../domain/lead/lead';
import type { Lead } from '../../domain/lead/lead';
import { isAsked } from '../../domain/journey/relevance';
import { useApplicationState, useStores } from '../../core/application/use-stores';
import { FieldRenderer } from '../../ui/data-points/field-renderer';
import { dataPointQueries } from '../../ui/data-points/form-step-queries';
import { useRoutePath } from '../../core/flow/route-path';
import type { StepQuery, StepQueryContext } from '../../core/flow/step-screen';
import { AfterOfferStep } from './after-offer-step';
import { useAfterOfferForm, type StepField } from './use-after-offer-form';
import { useStepCall } from '../../core/flow/use-step-call';

export type DataPointStepDefinition<N extends WriteName> = {
  screen: ScreenWithIntroKey;
  call: N;
  /** Lead data points the step asks, in order (the field registry asks each). */
  dataPoints: readonly string[];
  /** The call's body from the lead id and the asked data points, nested by section. */
  body: (leadId: string, answers: Record<string, unknown>, lead: Lead) => WriteVariables<N>['body'];
};

/** The screen of a data-point step's record (src/app/steps.ts): employer, personal details, references, credit details. */
export default function DataPointScreen({ step }: { step: DataPointStepDefinition<WriteName> }) {
  return <DataPointStep definition={step} />;
}

/** The server lists the step's fields show (policies, /choices lists). */
export const queries = (step: DataPointStepDefinition<WriteName>, { api, locale }: StepQueryContext): StepQuery[] =>
  dataPointQueries(step.dataPoints, api, locale);

/**
 * An after-offer step made only of lead data points (employer, personal details, references...):
 * asked with the same field registry as the form steps, kept in the lead (so a reload keeps them),
 * sent with the step's call. Conditional points follow src/domain/journey/relevance.ts.
 */
export function DataPointStep<N extends WriteName>({ definition, after }: { definition: DataPointStepDefinition<N>; after?: ReactNode }) {
  const route = useRoutePath();
  const { application } = useStores();
  const lead = useApplicationState((state) => state.data);
  const leadId = useApplicationState((state) => state.id) ?? '';
  const [asked] = useState(() => new Set(definition.dataPoints));
  const fields: StepField[] = definition.dataPoints.map((dataPoint) => ({
    kind: 'dataPoint',
    dataPoint,
    shown: () => isAsked(dataPoint, application.getState().data, asked),
  }));
  const form = useAfterOfferForm(route, definition.screen, fields);
  const call = useStepCall(route, definition.call);
  const shown = definition.dataPoints.filter((point) => isAsked(point, lead, asked));

  return (
    <AfterOfferStep
      screen={definition.screen}
      form={form}
      call={call}
      after={after}
      onSubmit={() => {
        const current = application.getState().data;
        call.send({ body: definition.body(leadId, pickDataPoints(current, shown), current) } as Omit<WriteVariables<N>, 'idempotencyKey' | 'origin'>);
      }}
    >
      {shown.map((point) => (
        <FieldRenderer key={point} dataPoint={point} error={form.errorOf(point)} />
      ))}
    </AfterOfferStep>
  );
}
