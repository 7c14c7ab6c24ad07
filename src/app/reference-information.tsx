import type { WriteName } from '../api/writes';
import { formAt } from '../domain/journey/journey';
import FormStepScreen from '../features/dynamic-form/form-step-screen';
import { formStepQueries } from '../ui/data-points/form-step-queries';
import { useJourney } from '../core/flow/navigator-context';
import { useRoutePath } from '../core/flow/route-path';
import type { StepQueryContext } from '../core/flow/step-screen';
import { DataPointStep, queries as dataPointQueries, type DataPointStepDefinition } from '../features/after-offer/data-point-step';

/**
 * /reference-information (state 25): the classic flow's last page where the brand asks it; in the
 * dynamic flow, whose sequence has no such form, the reference questions sent with the lead (`step`).
 * It lives with the step registry because it picks between two features' screens, and features do
 * not import one another.
 */
export default function Screen({ step }: { step: DataPointStepDefinition<WriteName> }) {
  const route = useRoutePath();
  const journey = useJourney();
  return formAt(journey, route) ? <FormStepScreen /> : <DataPointStep definition={step} />;
}

/** Whichever of the two it turns out to be, its lists are there when it paints. */
export async function queries(step: DataPointStepDefinition<WriteName>, context: StepQueryContext) {
  const [form, dataPoints] = await Promise.all([formStepQueries(step, context), dataPointQueries(step, context)]);
  return [...form, ...dataPoints];
}
