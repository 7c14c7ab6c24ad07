import type { WriteName } from '../../api/writes';
import { formAt } from '../../domain/journey';
import FormStepScreen from '../dynamic-form/form-step-screen';
import { formStepQueries } from '../dynamic-form/form-step-queries';
import { useJourney } from '../flow/navigator-context';
import { useRoutePath } from '../flow/route-path';
import type { StepQueryContext } from '../flow/step-screen';
import { DataPointStep, queries as dataPointQueries, type DataPointStepDefinition } from './data-point-step';

/**
 * /reference-information (state 25): the classic flow's last page where the brand asks it; in the
 * dynamic flow, whose sequence has no such form, the reference questions sent with the lead (`step`).
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
